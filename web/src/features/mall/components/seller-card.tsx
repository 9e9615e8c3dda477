/** A seller as buyers see them: avatar, name, kind (个人/团队/单位) and region, 关注 for the logged-in (and 收藏 on the seller's own page); on a goods' detail, a link to their page. */
import { Avatar, Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { GoodsSeller } from '../../../../../shared/schemas/mall-goods.js';
import { LinkButton } from '../../../components/link-button.js';
import { CollectButton, FollowButton } from '../../collect/public.js';
import { supplierInfoPath } from '../../../config/paths.js';
import { sellerTypeName } from '../model/goods-view.js';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 160px', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export const SellerCard = ({ seller, goodsId, heading = 'h2' }: { seller: GoodsSeller; goodsId?: string; heading?: 'h1' | 'h2' }) => {
  const styles = useStyles();
  const Heading = heading;
  return (
    <section className={styles.card} aria-label={tm('mall.detail.seller')} data-testid="seller-card">
      <Avatar name={seller.name} image={seller.headPortrait ? { src: seller.headPortrait } : undefined} size={48} />
      <div className={styles.body}>
        <Heading className={styles.name} style={{ margin: 0 }}>
          {seller.name}
        </Heading>
        <span className={styles.meta}>
          <Badge appearance="tint" size="small">
            {sellerTypeName(seller.sellerType)}
          </Badge>{' '}
          {seller.regionLabel}
        </span>
      </div>
      <FollowButton targetType={seller.sellerType} targetId={seller.sellerId} />
      {/* The seller's own page (no listing named): the seller may be kept under 我的收藏's 单位/人才. */}
      {!goodsId && <CollectButton targetType={seller.sellerType} targetId={seller.sellerId} size="small" />}
      {goodsId && (
        <LinkButton appearance="secondary" size="small" to={supplierInfoPath(seller.sellerId, goodsId)}>
          {tm('mall.detail.sellerPage')}
        </LinkButton>
      )}
    </section>
  );
};
