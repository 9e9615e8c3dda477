/**
 * A picture's width in pixels, decoded by the browser (createImageBitmap, which every browser the product supports
 * has), for spec §5's dictionary picture rule; undefined where it cannot be read (no decoder, not a picture): the
 * rule is then not the browser's to apply.
 */
export const pictureWidth = async (file: Blob): Promise<number | undefined> => {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const { width } = bitmap;
    bitmap.close();
    return width;
  } catch {
    return undefined;
  }
};
