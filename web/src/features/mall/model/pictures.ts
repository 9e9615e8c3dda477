/**
 * A listing's pictures: the form holds their public URLs (what the image upload shows), the route takes their file
 * keys (`pictures`, docs/conventions.md "Uploads and files": public kinds are read at `/files/<key>`). A listing being
 * edited comes with both, in the same order.
 */
import type { Goods } from '../../../../../shared/schemas/mall-goods.js';

const FILES = '/files/';

/** The key of a file read at `<site>/files/<key>`; the URL itself when it is not one of ours. */
export const pictureKeyOf = (url: string, known: ReadonlyMap<string, string> = new Map()): string => {
  const key = known.get(url);
  if (key) return key;
  const at = url.indexOf(FILES);
  return at < 0 ? url : decodeURIComponent(url.slice(at + FILES.length).split(/[?#]/)[0] ?? '');
};

/** The keys of a listing's pictures by their URL, as it was answered. */
export const knownPictures = (goods: Pick<Goods, 'pictures' | 'pictureUrls'> | undefined): Map<string, string> =>
  new Map((goods?.pictureUrls ?? []).map((url, index) => [url, goods?.pictures?.[index] ?? pictureKeyOf(url)] as const));
