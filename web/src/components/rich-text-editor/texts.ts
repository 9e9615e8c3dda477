/**
 * The rich-text editor's texts (zh_CN), loaded with the editor's lazy chunk rather than with the page. English
 * placeholders: texts-en.ts. The two upload messages are the spec's own (§5 '上传文件大小不能超过 5 MB!' comes from
 * shared/limits UPLOAD_KINDS.editor; §8 '图片插入失败。' is here).
 */
import { featureTexts } from '../../lib/i18n.js';

export const richTextEditorZhCN = {
  'richTextEditor.toolbar': '格式工具栏',
  'richTextEditor.bold': '加粗',
  'richTextEditor.italic': '斜体',
  'richTextEditor.underline': '下划线',
  'richTextEditor.strike': '删除线',
  'richTextEditor.heading': '标题',
  'richTextEditor.paragraph': '正文',
  'richTextEditor.headingLevel': '标题 {level}',
  'richTextEditor.orderedList': '有序列表',
  'richTextEditor.bulletList': '无序列表',
  'richTextEditor.blockquote': '引用',
  'richTextEditor.align': '对齐',
  'richTextEditor.alignLeft': '左对齐',
  'richTextEditor.alignCenter': '居中对齐',
  'richTextEditor.alignRight': '右对齐',
  'richTextEditor.lineHeight': '行高',
  'richTextEditor.lineHeightDefault': '默认',
  'richTextEditor.link': '链接',
  'richTextEditor.image': '插入图片',
  'richTextEditor.undo': '撤销',
  'richTextEditor.redo': '重做',
  'richTextEditor.clear': '清除格式',
  'richTextEditor.linkTitle': '插入链接',
  'richTextEditor.linkLabel': '链接地址',
  'richTextEditor.linkPlaceholder': 'https://',
  'richTextEditor.linkHint': '支持 http://、https://、mailto:、tel: 开头的链接',
  'richTextEditor.linkEmpty': '请输入链接地址',
  'richTextEditor.linkRefused': '仅支持 http://、https://、mailto:、tel: 开头的链接',
  'richTextEditor.linkSubmit': '确定',
  'richTextEditor.linkRemove': '移除链接',
  'richTextEditor.uploading': '图片上传中…',
  'richTextEditor.uploadingCount': '{count} 张图片上传中 {percent}%',
  'richTextEditor.uploadProgress': '图片上传进度',
  'richTextEditor.insertFailed': '图片插入失败。',
  'richTextEditor.counter': '已输入 {count} 字，最多 {max} 字',
  'richTextEditor.loading': '编辑器加载中…',
} as const;

export type RichTextEditorTextKey = keyof typeof richTextEditorZhCN;

export const te = featureTexts<RichTextEditorTextKey>(richTextEditorZhCN, async () => (await import('./texts-en.js')).richTextEditorEn);
