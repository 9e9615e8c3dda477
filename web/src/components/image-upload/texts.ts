/**
 * The picture uploader's texts (zh_CN), loaded with this code's chunk rather than with the page. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const imageUploadZhCN = {
  'imageUpload.add': '上传图片',
  'imageUpload.addMedia': '上传图片/视频',
  'imageUpload.hint': '支持 {types} 格式，单个不超过 {size}，最多 {limit} 张；也可直接粘贴图片',
  'imageUpload.hintAnyType': '单个不超过 {size}，最多 {limit} 张；也可直接粘贴图片',
  'imageUpload.tooMany': '最多上传 {limit} 张图片',
  'imageUpload.pasteFailed': '粘贴失败，请确认剪贴板中有图片',
  'imageUpload.imageName': '第 {index} 张图片',
  'imageUpload.videoName': '第 {index} 个视频',
  'imageUpload.preview': '查看大图：{name}',
  'imageUpload.previewTitle': '图片预览',
  'imageUpload.videoPreviewTitle': '视频预览',
  'imageUpload.remove': '删除{name}',
  'imageUpload.removeShort': '删除',
  'imageUpload.deleteConfirm': '确定删除该图片吗？',
  'imageUpload.cancel': '取消上传 {name}',
  'imageUpload.cancelShort': '取消上传',
  'imageUpload.preparing': '处理中…',
  'imageUpload.percent': '上传中 {percent}%',
  'imageUpload.progress': '{name} 上传进度',
} as const;

export type ImageUploadTextKey = keyof typeof imageUploadZhCN;

export const tu = featureTexts<ImageUploadTextKey>(imageUploadZhCN, async () => (await import('./texts-en.js')).imageUploadEn);
