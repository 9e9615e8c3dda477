/**
 * 广告帖's 新增: three editable rows of one kind, saved at once (`mall.goods.rows`). Before sending, the spec's
 * checkThree (fewer than three empty rows) and, for each non-empty row, what it still lacks (`rowProblem`), shown on
 * the field; a 400 answer's issues land on their row's field too (`rows.1.name`).
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { checkThree, GOODS_LIMITS, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { FORM_LEVEL, serverIssues } from '../../../hooks/use-form.js';
import { toast } from '../../../lib/notify.js';
import { saveGoodsRows, type GoodsRowsInput } from '../api/goods.js';
import { blankRow, kindName, readRow, rowIsEmpty, rowProblem, type RowField, type RowValues } from '../model/goods-fields.js';
import { tm } from '../texts.js';
import { GoodsRowFields } from './goods-row-fields.js';
import { useMallStyles } from './styles.js';

type RowErrors = Partial<Record<RowField, string>>;

const freshRows = (): RowValues[] => Array.from({ length: GOODS_LIMITS.rowsAtOnce }, blankRow);

/** The problems of the rows as typed: the form's own message, or one field's per row. */
export const checkRows = (goodsType: GoodsType, rows: readonly RowValues[]): { form?: string; rows: RowErrors[] } => {
  if (!checkThree(rows)) return { form: tm('mall.ads.needOneRow'), rows: rows.map(() => ({})) };
  const errors = rows.map((row): RowErrors => {
    if (rowIsEmpty(row)) return {};
    const problem = rowProblem(goodsType, row);
    return problem ? { [problem.field]: problem.message } : {};
  });
  return { rows: errors };
};

export const NewRows = ({ goodsType, onDone }: { goodsType: GoodsType; onDone: () => void }) => {
  const styles = useMallStyles();
  const [rows, setRows] = useState<RowValues[]>(freshRows);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const change = (index: number, field: RowField, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    setErrors((current) => current.map((row, at) => (at === index ? { ...row, [field]: undefined } : row)));
    setFormError(undefined);
  };

  const submit = async () => {
    const checked = checkRows(goodsType, rows);
    setFormError(checked.form);
    setErrors(checked.rows);
    if (checked.form || checked.rows.some((row) => Object.keys(row).length > 0)) return;
    // Empty rows are not sent; the issues' row numbers are those sent, mapped back to the rows on screen.
    const sent = rows.map((row, index) => ({ row, index })).filter(({ row }) => !rowIsEmpty(row));
    setSaving(true);
    try {
      const saved = await saveGoodsRows({ goodsType, rows: sent.map(({ row }) => readRow(goodsType, row).row) as GoodsRowsInput['rows'] });
      toast({ intent: 'success', text: tm('mall.ads.rowsSaved', { count: saved.ids.length }) });
      setRows(freshRows());
      onDone();
    } catch (error) {
      const issues = serverIssues(error);
      if (!issues) {
        setFormError((error as { msg?: string }).msg);
        return;
      }
      const next: RowErrors[] = rows.map(() => ({}));
      for (const issue of issues) {
        const [head, at, field] = issue.path.split('.');
        const target = head === 'rows' && at !== undefined ? sent[Number(at)]?.index : undefined;
        if (target !== undefined && field) next[target] = { [field]: issue.message, ...next[target] };
        else if (issue.path !== FORM_LEVEL || !formError) setFormError(issue.message);
      }
      setErrors(next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.stack} aria-label={tm('mall.ads.addTitle', { kind: kindName(goodsType) })} data-testid="new-rows">
      <p className={styles.intro} style={{ marginTop: 16, marginBottom: 0 }}>{tm('mall.ads.addTitle', { kind: kindName(goodsType) })}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.fieldset} data-testid={`new-row-${index + 1}`}>
          <legend className={styles.legend}>{tm('mall.ads.row', { index: index + 1 })}</legend>
          <GoodsRowFields goodsType={goodsType} values={row} errors={errors[index] ?? {}} idPrefix={`new-${index + 1}`} onChange={(field, value) => change(index, field, value)} />
        </fieldset>
      ))}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving} onClick={() => void submit()} data-testid="new-rows-submit">
          {tm('mall.ads.submitRows')}
        </Button>
        <Button appearance="secondary" onClick={onDone}>
          {tm('mall.cancel')}
        </Button>
      </div>
    </section>
  );
};
