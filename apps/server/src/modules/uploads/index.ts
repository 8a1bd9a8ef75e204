export { uploadFileRoutes, uploadRoutes } from './uploads.routes';
export {
  createUploadsService,
  storageKeyOfUrl,
  type FolderHandler,
  type UploadAnswer,
  type UploadsService,
  type UploadsServiceDeps,
} from './uploads.service';
export { prepareAttachment, sanitizeFileName, type PreparedAttachment } from './attachment-file';
export {
  createLocalFileStorage,
  createMemoryFileStorage,
  type FileStorage,
  type StoredFile,
} from './file-storage';
export { MAX_INPUT_PIXELS } from './avatar-image';
export { registerUploadsModule } from './uploads.module';
export { uploadsPersonalData } from './personal-data';
