export {
  cascade,
  EXPORT_EXEMPTIONS,
  rowsOfPerson,
  withoutSecrets,
  type ErasureContext,
  type PersonalDataFile,
  type PersonalDataPart,
} from '../../lib/personal-data';
export { registerPrivacyModule } from './privacy.module';
