export { ImageUpload, type ImageUploadInfo, type ImageUploadProps } from './ImageUpload';
