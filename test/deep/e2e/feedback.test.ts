/// <reference lib="dom" />
/**
 * The floating helper in headless Chromium against the local cloud (spec §2.3, §4, §5): 意见反馈 refuses an
 * empty submission with the spec message, takes a picture through the shared image upload, text and a 4-star
 * rating, and thanks the person; the feedback is stored with the picture they uploaded. 使用说明 shows the
 * published guide. A visitor is asked to log in before feedback. Screenshots are kept in test-results/e2e.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser } from 'playwright-core';
import { feedbackKey } from '../../../functions/content/keys.js';
import { ddb, table } from '../../../functions/lib/store/client.js';
import type { Envelope } from '../../../shared/envelope.js';
import { FEEDBACK_MESSAGES } from '../../../shared/schemas/content.js';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo, PNG } from '../../support/uploads.js';

describe('the floating helper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends feedback with text, a picture and 4 stars, after refusing an empty one; 使用说明 shows the guide', async () => {
    // Prepare: a logged-in person with complete basic information.
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(browser, person);
    await page.goto(site('/home'));

    // The helper floats above the chat button, without touching it.
    const helper = page.getByTestId('floating-helper');
    await expect.poll(() => helper.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('chat-launcher').isVisible(), { timeout: 15_000 }).toBe(true);
    const helperBox = await helper.boundingBox();
    const chatBox = await page.getByTestId('chat-launcher').boundingBox();
    expect(helperBox!.y + helperBox!.height).toBeLessThan(chatBox!.y);

    // Act: open 意见反馈 and submit it empty.
    await helper.getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByRole('heading', { name: '意见反馈' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: '提交' }).click();
    // Assess: the spec message under the text, nothing sent.
    await expect.poll(() => dialog.getByText(FEEDBACK_MESSAGES.empty).isVisible()).toBe(true);

    // Act: a picture, the text and 4 stars.
    await dialog.getByTestId('image-upload-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    const thumbnail = dialog.getByTestId('image-upload-item');
    await expect.poll(() => thumbnail.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByText(FEEDBACK_MESSAGES.empty).count()).toBe(0);
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    const text = '希望在项目列表中增加按预算筛选。';
    await dialog.getByRole('textbox', { name: '建议内容' }).fill(text);
    await dialog.getByRole('radio', { name: '4 星' }).click();
    expect(await dialog.getByRole('radio', { name: '4 星' }).isChecked()).toBe(true);
    expect(await dialog.getByTestId('feedback-counter').textContent()).toBe(`${text.length}/2000`);
    await screenshot(page, 'feedback');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/user-personage/submitFeedback')),
      dialog.getByRole('button', { name: '提交' }).click(),
    ]);

    // Assess: thanked, closed, and stored as sent with the person's own picture.
    const envelope = (await answer.json()) as Envelope<{ id: string }>;
    expect(envelope.code).toBe(200);
    await expect.poll(() => page.getByText('感谢您的反馈').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = await ddb.send(new GetCommand({ TableName: table(), Key: feedbackKey(envelope.data.id) }));
    expect(stored.Item).toMatchObject({ userId: person.userId, content: text, star: 4 });
    expect(stored.Item?.picUrls).toHaveLength(1);
    expect(String(stored.Item?.picUrls[0])).toMatch(/\/feedback\/.*\.png$/);

    // 使用说明: the published guide, as rich text.
    await helper.getByRole('button', { name: '使用说明' }).click();
    const guide = page.getByTestId('how-to-use');
    await expect.poll(() => guide.getByRole('heading', { name: '三步开始合作' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await guide.locator('strong').first().textContent()).toBe('完善资料');
    await screenshot(page, 'how-to-use');
    await guide.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => guide.count()).toBe(0);
    await page.context().close();
  });

  it('asks a visitor to log in before feedback, and shows them 使用说明', async () => {
    const page = await newPage(browser);
    await page.goto(site('/home'));
    const helper = page.getByTestId('floating-helper');
    await expect.poll(() => helper.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'floating-helper');
    await helper.getByRole('button', { name: '意见反馈' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: '请先登录' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('登录状态已过期').count()).toBe(0);
    await page.getByRole('button', { name: '取消' }).click();
    await helper.getByRole('button', { name: '使用说明' }).click();
    await expect.poll(() => page.getByTestId('how-to-use').getByRole('heading', { name: '三步开始合作' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });
});
