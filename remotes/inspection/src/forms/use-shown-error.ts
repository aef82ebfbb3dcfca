import { useFormikContext, type FieldMetaProps } from 'formik';

/** A field's error once it was left or the form submitted, as the kit's fields show them. */
export function useShownError(meta: FieldMetaProps<unknown>): string | null {
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
}
