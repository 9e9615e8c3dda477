/**
 * Files through every door a stranger might try (docs/SECURITY.md "Files"): the private chat files are never served
 * under `/files`, however the path is spelled (dot segments, encoded and double-encoded slashes, backslashes), and
 * "your own upload" means the exact key namespace of the caller's upload, not a prefix of its URL.
 */
import { request } from 'node:http';
import { inject } from 'vitest';
import { call } from '../support/api.js';
import { newPerson, register } from '../support/people.js';
import { traversalsTo } from '../support/file-traversals.js';
import { PNG, uploadAs } from '../support/uploads.js';

/** GET with the path sent exactly as written (fetch would normalise some of it). */
const rawGet = (path: string): Promise<{ status: number; body: Buffer }> => {
  const site = new URL(inject('cloud').siteUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: site.hostname, port: site.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
};

describe('the /files door', () => {
  it('refuses a private chat image however its path is spelled, and still serves public files', async () => {
    // Prepare: A's private chat image, and the path forms an outside client tried.
    const owner = await newPerson();
    const { key } = await uploadAs(owner, 'chat-image', 'secret.png');
    const publicImage = await uploadAs(owner, 'image', 'public.png');
    const variants = [...traversalsTo(key).map((path) => `/files/${path}`), `/files/avatar//../${key}`, `/files/avatar/%00/../${key}`];

    // Act
    const answers = await Promise.all(variants.map(async (path) => ({ path, ...(await rawGet(path)) })));

    // Assess
    for (const answer of answers) {
      expect([400, 403, 404], answer.path).toContain(answer.status);
      expect(answer.body.equals(PNG), answer.path).toBe(false);
    }
    const served = await rawGet(new URL(publicImage.fileUrl).pathname);
    expect(served.status).toBe(200);
    expect(served.body.equals(PNG)).toBe(true);
    expect((await rawGet('/files/%E0%A4%A')).status).toBe(400);
  });
});

describe('private and opaque kinds', () => {
  it('keeps a business licence private: /files refuses it as it refuses a chat image', async () => {
    const owner = await newPerson();
    const licence = await uploadAs(owner, 'licence', 'licence.png');
    expect(licence.key.startsWith('licence/')).toBe(true);
    const answer = await rawGet(`/files/${licence.key}`);
    expect(answer.status).toBe(403);
    expect(answer.body.equals(PNG)).toBe(false);
  });

  it('names no user in an avatar’s key (a group’s picture is its first members’ avatars), and keeps it the uploader’s', async () => {
    // Prepare: A's avatar.
    const [a, b] = await Promise.all([register(), register()]);
    const avatar = await uploadAs(a, 'avatar', 'a.png');

    // Assess: the key and URL hold no user id; the file is served; only A may use it.
    expect(avatar.key).toMatch(/^avatar\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.png$/);
    expect(avatar.fileUrl).not.toContain(a.userId);
    expect((await rawGet(new URL(avatar.fileUrl).pathname)).status).toBe(200);
    const save = (person: typeof a, headPortrait: string) => call('account.updateBaseInfo', { nickname: person.nickname, headPortrait, sex: '男' }, person.token);
    expect((await save(b, avatar.fileUrl)).status).toBe(403);
    expect((await save(a, avatar.fileUrl)).body.code).toBe(200);
  });
});

describe('one’s own upload', () => {
  it('is the exact avatar namespace of the caller: a traversal into another’s upload is refused', async () => {
    // Prepare: A uploads an avatar; B tries to claim it through B's own prefix.
    const [a, b] = await Promise.all([register(), register()]);
    const mine = await uploadAs(b, 'avatar', 'b.png');
    const theirs = await uploadAs(a, 'avatar', 'a.png');
    const base = new URL(theirs.fileUrl);
    const filesBase = `${base.origin}/files`;
    const save = (headPortrait: string) =>
      call('account.updateBaseInfo', { nickname: b.nickname, headPortrait, sex: '男' }, b.token);
    const theirKey = theirs.key.slice('avatar/'.length);

    // Act + Assess
    for (const forged of [
      `${filesBase}/avatar/${b.userId}/../${theirKey}`,
      `${filesBase}/avatar/${b.userId}/..%2F..%2F${theirs.key}`,
      `${filesBase}/avatar/${b.userId}%2F..%2F${theirKey}`,
      `${theirs.fileUrl}?avatar/${b.userId}/x.png`,
      `${mine.fileUrl}/../../${theirKey}`,
      theirs.fileUrl,
    ]) {
      const refused = await save(forged);
      expect(refused.status, forged).toBe(403);
      expect(refused.body.msg).toBe('头像地址不正确，请重新上传头像');
    }
    expect((await save(mine.fileUrl)).body.code).toBe(200);
  });

  it('is required of a new team’s avatar too', async () => {
    const person = await register();
    const mine = await uploadAs(person, 'avatar', 'team.png');
    const create = (teamName: string, headPortrait: string) =>
      call('org.createTeam', { teamName, headPortrait }, person.token);
    const stamp = String(Date.now()).slice(-6);

    const foreign = await create(`外链头像团队${stamp}`, 'https://evil.example/tracker.png');
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('团队头像地址不正确，请重新上传');
    expect((await create(`正常头像团队${stamp}`, mine.fileUrl)).body.code).toBe(200);
  });
});
