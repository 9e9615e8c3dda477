/** The one rich-text allow-list (shared/rich-text.ts): formatting survives, nothing executable does. */
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps formatting, whitelisted line heights, safe links and images', () => {
    const html =
      '<h2>公告</h2><p style="line-height: 1.75; text-align: center; color: #333">正文<strong>加粗</strong></p>' +
      '<p><a href="https://hezuo.example/rules">规则</a> <a href="mailto:kefu@hezuo.example">邮件</a> <a href="tel:400-800-1234">电话</a></p>' +
      '<img src="https://cdn.example/a.png" alt="图">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>公告</h2>');
    expect(clean).toContain('style="line-height: 1.75; text-align: center; color: #333"');
    expect(clean).toContain('<strong>加粗</strong>');
    expect(clean).toContain('<a href="https://hezuo.example/rules" target="_blank" rel="noopener noreferrer">规则</a>');
    expect(clean).toContain('href="mailto:kefu@hezuo.example"');
    expect(clean).toContain('href="tel:400-800-1234"');
    expect(clean).toContain('<img src="https://cdn.example/a.png" alt="图">');
    // The site's own routes stay in the page.
    expect(sanitizeRichText('<a href="#/ruleCenter?key=rule">规则中心</a>')).toBe('<a href="#/ruleCenter?key=rule">规则中心</a>');
  });

  it.each([
    ['<script>alert(1)</script><p>留下</p>', '<p>留下</p>'],
    ['<p onclick="alert(1)">点</p>', '<p>点</p>'],
    ['<a href="javascript:alert(1)">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href="ftp://x">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    // An image whose address was not kept is no image at all (an <img> without src is an empty, unlabelled box).
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<iframe src="https://evil.example"></iframe>正文', '正文'],
    ['<p style="line-height: 9; position: fixed">行高</p>', '<p>行高</p>'],
    ['<p style="background-image: url(javascript:alert(1))">背景</p>', '<p>背景</p>'],
    ['<style>p{}</style><form action="/x"><input></form>', ''],
    ['<!-- 注释 --><p>文</p>', '<p>文</p>'],
  ])('removes what could run: %s', (html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('gives every kept image a text alternative: its own alt, or an empty one that marks it as decoration', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png" alt="">');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="图" />')).toBe('<img src="https://cdn.example/a.png" alt="图" />');
  });

  it('drops nested executable content whole', () => {
    const clean = sanitizeRichText('<svg><script>alert(1)</script></svg>正文<math><a href="javascript:x">m</a></math>');
    expect(clean).not.toMatch(/<svg|<script|<math|javascript:|alert/i);
    expect(clean).toContain('正文');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeRichText('<p style="line-height: 2">段落<a href="https://a.example">链</a></p><script>x</script>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('richTextToPlain', () => {
  it('gives the text only', () => {
    expect(richTextToPlain('<p>第一段&nbsp;文字</p>\n<script>x()</script><p>第二段</p>')).toBe('第一段 文字 第二段');
  });
});

describe('sanitising twice', () => {
  it('changes nothing the second time, an image with an empty text alternative included', () => {
    const once = sanitizeRichText('<p>门店<img src="/files/editor/u/a.png" alt=""><img src="https://x.example/b.png"></p>');
    expect(once).toBe('<p>门店<img src="/files/editor/u/a.png" alt=""><img src="https://x.example/b.png" alt=""></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('richTextToPlain, as counters and summaries read it', () => {
  it('reads entities back as characters and keeps blocks apart', () => {
    expect(richTextToPlain('<p>a&amp;b</p><p>&lt;script&gt;</p>第三行<br>第四行')).toBe('a&b <script> 第三行 第四行');
    expect(richTextToPlain(sanitizeRichText('<p>甲&乙</p>'))).toHaveLength(3);
  });
});
