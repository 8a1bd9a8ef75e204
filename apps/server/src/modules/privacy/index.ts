export {
  EXPORT_EXEMPTIONS,
  rowsOfPerson,
  withoutSecrets,
  type PersonalDataFile,
  type PersonalDataPart,
} from './personal-data';
export { registerPrivacyModule } from './privacy.module';
