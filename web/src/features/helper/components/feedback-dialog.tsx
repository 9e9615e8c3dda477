/**
 * 意见反馈 (spec §5): the suggestion (at most 2000 characters, counted as it is typed), a rating of 1 to 5 stars
 * (5 unless changed) and up to 4 pictures through the shared image upload. Text or a picture is needed; the
 * route's own schema checks before sending, and a 400's issues land under the same fields.
 */
import { Field, Rating, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { LIST_LIMITS, TEXT_LIMITS } from '../../../../../shared/limits.js';
import { feedbackInput } from '../../../../../shared/schemas/content.js';
import { validate } from '../../../../../shared/validation/validate.js';
import type { ValidationIssue } from '../../../../../shared/envelope.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { ImageUpload, type ImageUploadHandle } from '../../../components/image-upload/image-upload.js';
import { mediaFilesOf } from '../../../components/image-upload/files.js';
import { pasteFailed } from '../../../components/image-upload/paste.js';
import { FORM_LEVEL, issuesByField, serverIssues } from '../../../hooks/use-form.js';
import { t, type MessageKey } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { submitFeedback } from '../api/feedback.js';
import { th } from '../texts.js';

const FIELDS = ['content', 'star', 'picUrls'] as const;

const STAR_TEXTS: Record<number, MessageKey> = { 1: 'helper.star1', 2: 'helper.star2', 3: 'helper.star3', 4: 'helper.star4', 5: 'helper.star5' };

const useStyles = makeStyles({
  intro: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  textarea: { width: '100%' },
  counter: { display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  rating: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  starText: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
});

export const FeedbackDialog = ({ onClose }: { onClose: () => void }) => {
  const styles = useStyles();
  const upload = useRef<ImageUploadHandle>(null);
  const busy = useRef(false);
  const [content, setContent] = useState('');
  const [star, setStar] = useState<number>(LIST_LIMITS.feedbackDefaultStar);
  const [picUrls, setPicUrls] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const showIssues = (issues: readonly ValidationIssue[]) => setErrors(issuesByField(issues, FIELDS));
  // Text or a picture both answer 请填写建议内容或上传图片, so either clears it.
  const clear = (...fields: string[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field) && field !== FORM_LEVEL)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || uploading) return;
    const verdict = validate(feedbackInput, { content, star, picUrls });
    if (!verdict.ok) {
      showIssues(verdict.issues);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await submitFeedback(verdict.data);
      toast({ intent: 'success', text: th('helper.thanks') });
      onClose();
    } catch (error) {
      // Any other failure was shown by the HTTP helper (spec §8).
      const issues = serverIssues(error);
      if (issues) showIssues(issues);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // A screenshot pasted into the text goes to the pictures (text on the clipboard is pasted as text).
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (event.clipboardData.getData('text/plain') !== '') return;
    const files = mediaFilesOf(event.clipboardData);
    event.preventDefault();
    if (files.length === 0) return pasteFailed();
    upload.current?.addFiles(files);
  };

  const fieldState = (name: (typeof FIELDS)[number]) =>
    errors[name] ? ({ validationState: 'error', validationMessage: errors[name] } as const) : {};

  return (
    <FormDialog
      title={th('helper.feedbackTitle')}
      submitLabel={uploading ? th('helper.uploading') : th('helper.submit')}
      submitting={submitting || uploading}
      formError={errors[FORM_LEVEL]}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      modalType="alert"
    >
      <p className={styles.intro}>{th('helper.feedbackIntro')}</p>
      <Field
        label={th('helper.content')}
        hint={
          <span className={styles.counter} data-testid="feedback-counter">
            {content.length}/{TEXT_LIMITS.feedback}
          </span>
        }
        {...fieldState('content')}
      >
        <Textarea
          className={styles.textarea}
          name="content"
          value={content}
          onChange={(_event, data) => {
            setContent(data.value);
            clear('content');
          }}
          onPaste={paste}
          maxLength={TEXT_LIMITS.feedback}
          rows={5}
          resize="vertical"
          placeholder={th('helper.contentPlaceholder')}
        />
      </Field>
      <Field label={th('helper.star')} {...fieldState('star')}>
        {(control) => (
          <div className={styles.rating}>
            <Rating
              {...control}
              name="star"
              color="marigold"
              size="large"
              max={5}
              value={star}
              itemLabel={(value) => th('helper.starItem', { star: value })}
              onChange={(_event, data) => {
                setStar(data.value);
                clear('star');
              }}
            />
            <span className={styles.starText} aria-hidden>
              {STAR_TEXTS[star] ? t(STAR_TEXTS[star]) : ''}
            </span>
          </div>
        )}
      </Field>
      <Field label={th('helper.pictures', { max: LIST_LIMITS.feedbackPictures })} {...fieldState('picUrls')}>
        {(control) => (
          <ImageUpload
            {...control}
            ref={upload}
            kind="feedback"
            limit={LIST_LIMITS.feedbackPictures}
            value={picUrls}
            onChange={(urls) => {
              setPicUrls(urls);
              clear('content', 'picUrls');
            }}
            onBusyChange={setUploading}
            disabled={submitting}
          />
        )}
      </Field>
    </FormDialog>
  );
};

export default FeedbackDialog;
