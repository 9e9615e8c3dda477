/**
 * A list of a resume's rows (work experience, patents, …) as cards: each field of the row's declaration
 * (../sections.ts) by its type, 删除 on each card, 添加 below until the list's limit.
 */
import { Button, Field, Input, Select, Textarea, mergeClasses } from '@fluentui/react-components';
import { useId } from 'react';
import { ImageUpload } from '../../../components/image-upload/image-upload.js';
import { DEGREES, type FieldDef, type FormRow, type ListDef } from '../sections.js';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';

const RowField = ({ field, value, onChange, onBusyChange }: { field: FieldDef; value: string; onChange: (value: string) => void; onBusyChange: (busy: boolean) => void }) => {
  const styles = useEditorStyles();
  const label = tr(field.label);
  const wide = field.type === 'textarea' || field.type === 'picture';
  const hint = field.type === 'month' ? tr('field.monthHint') : undefined;
  const input = (() => {
    switch (field.type) {
      case 'textarea':
        return <Textarea value={value} resize="vertical" maxLength={500} onChange={(_e, d) => onChange(d.value)} />;
      case 'degree':
        return (
          <Select value={value} onChange={(_e, d) => onChange(d.value)}>
            <option value="" />
            {DEGREES.map((degree) => (
              <option key={degree}>{degree}</option>
            ))}
          </Select>
        );
      case 'picture':
        return <ImageUpload kind="image" limit={1} value={value ? [value] : []} onChange={(urls) => onChange(urls[0] ?? '')} onBusyChange={onBusyChange} label={label} />;
      case 'number':
      case 'yuan':
        return <Input value={value} inputMode={field.type === 'yuan' ? 'decimal' : 'numeric'} onChange={(_e, d) => onChange(d.value)} />;
      default:
        return <Input value={value} maxLength={field.type === 'link' ? 500 : field.type === 'month' ? 7 : 50} placeholder={field.type === 'month' ? '2020-09' : undefined} onChange={(_e, d) => onChange(d.value)} />;
    }
  })();
  return (
    <Field label={label} required={field.required} hint={hint} className={mergeClasses(wide && styles.wide)}>
      {input}
    </Field>
  );
};

export interface RowsEditorProps {
  list: ListDef;
  rows: readonly FormRow[];
  onChange: (rows: FormRow[]) => void;
  onBusyChange: (busy: boolean) => void;
}

export const RowsEditor = ({ list, rows, onChange, onBusyChange }: RowsEditorProps) => {
  const styles = useEditorStyles();
  const headId = useId();
  const title = tr(list.title);
  const empty = (): FormRow => Object.fromEntries(list.fields.map((field) => [field.name, '']));
  return (
    <section className={styles.section} aria-labelledby={headId} data-testid={`resume-list-${list.key}`}>
      <div className={styles.sectionHead}>
        <h2 id={headId} className={styles.sectionTitle}>{title}</h2>
        <span className={styles.hint}>{tr('resume.max', { max: list.max })}</span>
      </div>
      {rows.length > 0 && (
        <ol className={styles.rows}>
          {rows.map((row, index) => (
            <li key={index} className={styles.row} aria-label={`${title} ${tr('resume.rowCount', { n: index + 1 })}`}>
              {list.fields.map((field) => (
                <RowField
                  key={field.name}
                  field={field}
                  value={row[field.name] ?? ''}
                  onChange={(value) => onChange(rows.map((r, i) => (i === index ? { ...r, [field.name]: value } : r)))}
                  onBusyChange={onBusyChange}
                />
              ))}
              <Button className={styles.remove} appearance="subtle" onClick={() => onChange(rows.filter((_r, i) => i !== index))} aria-label={tr('resume.removeRow', { n: index + 1, what: title })}>
                {tr('resume.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button className={styles.add} onClick={() => onChange([...rows, empty()])} disabled={rows.length >= list.max}>
        {`${tr('resume.add')}${title}`}
      </Button>
    </section>
  );
};
