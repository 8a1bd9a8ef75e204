export { ProfileForm } from './components/profile-form';
export { AvatarUpload } from './components/avatar-upload';
