/** Files for stories and tests: real leading bytes (the upload checks content), padded to a size. */
const file = (head: number[], name: string, type: string, size: number) => {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
};
export const pngFile = (name = "image.png", size = 1024) =>
  file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name, "image/png", size);
export const jpegFile = (name = "image.jpg", size = 1024) => file([0xff, 0xd8, 0xff, 0xe0], name, "image/jpeg", size);
export const gifFile = (name = "image.gif", size = 64, type = "image/gif") => file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], name, type, size);
