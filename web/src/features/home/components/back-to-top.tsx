/**
 * The back-to-top float of /home for a logged-in person (spec §2.3): it appears when any scrollable area is
 * scrolled down (scroll events are caught on the way down, in the capture phase) and hides at the top; a click
 * scrolls that area back up.
 */
import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { InFloatStack } from '../../../components/float-stack.js';
import { th } from '../texts.js';

const SHOW_AFTER_PX = 200;

const useStyles = makeStyles({
  // In the floating column (components/float-stack.tsx), above the helper.
  float: { minWidth: '44px', height: '44px', borderRadius: tokens.borderRadiusCircular, boxShadow: tokens.shadow8 },
});

const offsetOf = (target: EventTarget | null): { element: Element | Window; top: number } => {
  if (target instanceof Element && target !== document.documentElement && target !== document.body) return { element: target, top: target.scrollTop };
  return { element: window, top: window.scrollY };
};

export const BackToTop = () => {
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  const scrolled = useRef<Element | Window>(window);
  useEffect(() => {
    const onScroll = (event: Event) => {
      const { element, top } = offsetOf(event.target === document ? null : event.target);
      scrolled.current = element;
      setShown(top > SHOW_AFTER_PX);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, []);
  if (!shown) return null;
  return (
    <InFloatStack order={0}>
      <Tooltip content={th('home.backToTop')} relationship="label">
        <Button className={styles.float} icon={<span aria-hidden="true">↑</span>} onClick={() => scrolled.current.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="back-to-top" />
      </Tooltip>
    </InFloatStack>
  );
};
