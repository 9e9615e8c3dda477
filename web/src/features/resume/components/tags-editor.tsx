/** A list of short tags (skills, capability tags): typed and added with Enter or 添加, each removable. */
import { Button, Input, Tag, TagGroup } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { RESUME_LIMITS } from '../../../../../shared/limits.js';
import { tr, type ResumeTextKey } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';

export interface TagsEditorProps {
  title: ResumeTextKey;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  max: number;
}

export const TagsEditor = ({ title, value, onChange, max }: TagsEditorProps) => {
  const styles = useEditorStyles();
  const [typed, setTyped] = useState('');
  const headId = useId();
  const add = () => {
    const tag = typed.trim().slice(0, RESUME_LIMITS.tag);
    if (!tag || value.includes(tag) || value.length >= max) return;
    onChange([...value, tag]);
    setTyped('');
  };
  return (
    <section className={styles.section} aria-labelledby={headId}>
      <div className={styles.sectionHead}>
        <h2 id={headId} className={styles.sectionTitle}>{tr(title)}</h2>
        <span className={styles.hint}>{tr('resume.maxTags', { max, length: RESUME_LIMITS.tag })}</span>
      </div>
      {value.length > 0 && (
        // Wrapped onto more lines: a row of tags wider than a phone would scroll the page sideways.
        <TagGroup className={styles.tags} onDismiss={(_event, { value: tag }) => onChange(value.filter((v) => v !== tag))} aria-label={tr(title)}>
          {value.map((tag) => (
            <Tag key={tag} value={tag} dismissible dismissIcon={{ 'aria-label': tr('resume.tagRemove', { tag }) }} appearance="brand">
              {tag}
            </Tag>
          ))}
        </TagGroup>
      )}
      <div className={styles.tagInput}>
        <Input
          value={typed}
          maxLength={RESUME_LIMITS.tag}
          placeholder={tr('resume.tagPlaceholder')}
          onChange={(_event, data) => setTyped(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          disabled={value.length >= max}
          aria-label={tr(title)}
        />
        <Button onClick={add} disabled={!typed.trim() || value.length >= max}>
          {tr('resume.tagAdd')}
        </Button>
      </div>
    </section>
  );
};
