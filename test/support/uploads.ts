/** Uploads as the SPA does them (presign through the API, then the form straight to S3), for tests and benches. */
import type { UploadKindName } from '../../shared/limits.js';
import type { PresignOutput } from '../../shared/schemas/upload.js';
import { api } from './api.js';
import type { TestPerson } from './people.js';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Presigns and posts `body` as `person`; throws unless S3 stored it. */
export const uploadAs = async (person: TestPerson, kind: UploadKindName, fileName: string, body: Buffer = PNG, contentType = 'image/png'): Promise<PresignOutput> => {
  const answer = await api<PresignOutput>('POST', '/api/common/upload/presign', { token: person.token, json: { kind, fileName, contentType, size: body.length } });
  if (answer.body.code !== 200) throw new Error(`presign refused: ${answer.body.msg}`);
  const presigned = answer.body.data;
  const send = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(body)], { type: contentType }));
    return fetch(presigned.url, { method: 'POST', body: form });
  };
  let stored = await send();
  // A 5xx asks for the same request again, as the SPA (web/src/api/upload.ts) and the AWS SDKs do.
  for (const wait of [300, 1_000]) {
    if (stored.status < 500) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    stored = await send();
  }
  if (stored.status !== 204) throw new Error(`S3 refused the upload: ${stored.status} ${await stored.text()}`);
  return presigned;
};

/** Completes a person's basic information (avatar uploaded, sex), which the workbench, notices and chat require. */
export const completeBaseInfo = async (person: TestPerson, sex: '男' | '女' = '女'): Promise<void> => {
  const avatar = await uploadAs(person, 'avatar', 'me.png');
  const saved = await api('POST', '/api/pc/hezuo/user-personage/update-base-info', { token: person.token, json: { nickname: person.nickname, headPortrait: avatar.fileUrl, sex } });
  if (saved.body.code !== 200) throw new Error(`basic information refused: ${saved.body.msg}`);
};
