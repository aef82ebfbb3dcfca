export { Button, type ButtonProps } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { Alert } from './alert';
export { Card } from './card';
export { Spinner } from './spinner';
export { StatusPage } from './status-page';
