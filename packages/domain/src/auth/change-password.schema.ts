import { object, ref, string } from 'yup';
import { passwordPolicyIssues } from './password-policy';

/**
 * The change-password form, used by the browser (formik) and the server alike. Messages are message ids;
 * each side translates them.
 */
export const changePasswordSchema = object({
  currentPassword: string().required('validation.required'),
  newPassword: string()
    .required('validation.required')
    .test('policy', 'result.password.4', (value) => !value || passwordPolicyIssues(value).length === 0),
  confirmPassword: string()
    .required('validation.required')
    .oneOf([ref('newPassword')], 'password.confirmMismatch'),
});
