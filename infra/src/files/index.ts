export {
  AVATAR_BOX, COVER_BOX, IMAGE_MAX_INPUT_PIXELS, isStoredImageName, processImage, removeImage, STORED_IMAGES, storeImage, UploadedImageError,
} from './stored-images.ts';
export { looksLikeZip, isUnsafeMemberName, memberNamed, unpackMember, zipMembers, type ZipMember } from './zip.ts';
