/** 添加自定义分类: a name of at most 20 characters, unique among the party's own (at most 20 of them). */
import { Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { CustomCategory } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { toast } from '../../../lib/notify.js';
import { useAddCategory } from '../api/categories.js';
import { issuesOf } from '../model/demand-form.js';
import { td } from '../texts.js';

const L = PROJECT_LIMITS;

export const categoryNameIssue = (name: string): string | undefined => {
  const trimmed = name.trim();
  if (trimmed === '') return `请填写${td('form.categoryName')}`;
  if (trimmed.length > L.categoryName) return `${td('form.categoryName')}不能超过${L.categoryName}个字符`;
  return undefined;
};

export const AddCategoryDialog = ({ onClose, onAdded }: { onClose: () => void; onAdded: (category: CustomCategory) => void }) => {
  const add = useAddCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const issue = categoryNameIssue(name);
    if (issue) {
      setError(issue);
      return;
    }
    setSending(true);
    try {
      const added = await add(name.trim());
      toast({ intent: 'success', text: td('form.categoryAdded') });
      onAdded(added);
    } catch (failure) {
      if (isHttpError(failure) && failure.kind === 'business') setError(issuesOf(failure.data)[0]?.message ?? failure.msg);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog title={td('form.addCategory')} submitLabel={td('form.categoryAdd')} submitting={sending} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Field
        label={td('form.categoryName')}
        required
        validationState={error ? 'error' : 'none'}
        validationMessage={error ?? td('form.categoryNameHint', { max: L.categoryName, count: L.customCategories })}
      >
        <Input
          value={name}
          autoFocus
          onChange={(_event, data) => {
            setName(data.value);
            setError(undefined);
          }}
          contentAfter={<span aria-hidden="true">{`${name.trim().length}/${L.categoryName}`}</span>}
        />
      </Field>
    </FormDialog>
  );
};
