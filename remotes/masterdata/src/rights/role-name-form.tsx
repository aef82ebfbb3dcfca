import { FormikProvider } from 'formik';
import { useRulesFormik } from '@portal/shell-contract';
import { FormText } from '@portal/screen-kit';
import { Button } from '@portal/ui';

/**
 * A role's name with role.json's rules (the server checks the same file): the new role form and the
 * rename form. `save` answers an error text to show under the field, or null when saved.
 */
export function RoleNameForm({
  initialName,
  label,
  submitLabel,
  save,
}: {
  initialName: string;
  label: string;
  submitLabel: string;
  save: (name: string) => Promise<string | null>;
}) {
  const form = useRulesFormik<{ name: string }>({
    ruleFile: 'role.json',
    initialValues: { name: initialName },
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const error = await save(values.name.trim());
      if (error) helpers.setFieldError('name', error);
      else if (!initialName) helpers.resetForm({ values: { name: '' } });
    },
  });
  return (
    <FormikProvider value={form}>
      <form className="flex flex-wrap items-end gap-2" onSubmit={form.handleSubmit} noValidate>
        <div className="min-w-56 flex-1">
          <FormText name="name" label={label} maxLength={60} />
        </div>
        <Button type="submit" disabled={form.isSubmitting || form.rulesLoading} variant="secondary">
          {submitLabel}
        </Button>
      </form>
    </FormikProvider>
  );
}
