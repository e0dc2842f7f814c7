export {
  COVER_BOX, COVER_MAX_INPUT_PIXELS, COVERS_DIR, CoverError, isCoverFileName, processCover, removeCover, storeCover,
} from './covers.ts';
