/**
 * Cuts the part of a picture chosen in the crop dialog out into a new file (issue 30 item 9 "Avatar";
 * accounts spec §5 "Profile image: .jpg, .png, .jpeg; cropped circularly"; docs/decisions.md K45).
 * The area comes from react-easy-crop in the original's pixels; the result is the area drawn on a canvas,
 * at most `MAX_CROP_PX` on a side, in the original's type (JPEG stays JPEG, PNG stays PNG, anything else
 * becomes PNG). The round shape is not cut into the file: the server's renditions mask it (avatar.ts), so
 * the file stays a plain square the API accepts.
 */

/** A crop in the original picture's pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longest side of a cropped picture, px: the server keeps 256 px renditions, so 1024 leaves room to spare. */
export const MAX_CROP_PX = 1024;

/** The output size of a crop: the area's own size, scaled down to fit `max` px; whole pixels, at least 1. */
export function croppedSize(
  area: Pick<CropArea, 'width' | 'height'>,
  max = MAX_CROP_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

/** The type a cropped file keeps: the original's when it is JPEG or PNG, else PNG. */
export function croppedType(type: string): 'image/jpeg' | 'image/png' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The file name for `type`, keeping the original's base name (".jpg"/".png" put right when the type changed). */
export function croppedName(name: string, type: 'image/jpeg' | 'image/png'): string {
  const keep = type === 'image/jpeg' ? /\.jpe?g$/i.test(name) : /\.png$/i.test(name);
  if (keep) return name;
  return `${name.replace(/\.[^.]*$/, '') || 'picture'}${type === 'image/jpeg' ? '.jpg' : '.png'}`;
}

/** The browser could not decode the chosen file as a picture. */
export class UnreadablePictureError extends Error {
  constructor() {
    super('The picture could not be read.');
    this.name = 'UnreadablePictureError';
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new UnreadablePictureError());
    image.src = url;
  });
}

/**
 * The `area` of `file` as a new File (canvas → Blob).
 * @throws UnreadablePictureError when the browser cannot decode the file, or Error when the canvas gives no blob
 *   (the dialog words both in the reader's language).
 */
export async function cropPicture(file: File, area: CropArea): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const { width, height } = croppedSize(area);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The picture could not be cropped.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
    const type = croppedType(file.type);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    if (!blob) throw new Error('The picture could not be cropped.');
    return new File([blob], croppedName(file.name, type), { type, lastModified: Date.now() });
  } finally {
    URL.revokeObjectURL(url);
  }
}
