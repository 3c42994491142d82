// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../http/HttpError';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { TextField } from './fields';
import { useSchemaForm } from './useSchemaForm';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(10, 'Max Character Limit Exceeded'),
  code: z.string().regex(/^\S*$/, 'Whitespaces Are Not Allowed!'),
});

function NameForm(props: { onSubmit: (v: z.output<typeof schema>) => Promise<unknown>; onCancel?: () => void }) {
  const form = useSchemaForm({ schema, defaultValues: { name: '', code: '' } });
  return (
    <>
      <a href="/elsewhere">Elsewhere</a>
      <Form form={form} label="Thing" onSubmit={props.onSubmit}>
        <TextField name="name" label="Name" />
        <TextField name="code" label="Code" />
        <FormActions submitLabel="Save" onCancel={props.onCancel ?? (() => undefined)} />
      </Form>
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Form', () => {
  it('shows the schema messages as the user types, and does not submit invalid values', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NameForm onSubmit={onSubmit} />);
    fireEvent.change(field('Name'), { target: { value: 'a name that is too long' } });
    fireEvent.blur(field('Name'));
    expect(await screen.findByText('Max Character Limit Exceeded')).toBeTruthy();
    fireEvent.change(field('Code'), { target: { value: 'a b' } });
    fireEvent.blur(field('Code'));
    expect(await screen.findByText('Whitespaces Are Not Allowed!')).toBeTruthy();
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field('Name'), { target: { value: 'short' } });
    await waitFor(() => expect(screen.queryByText('Max Character Limit Exceeded')).toBeNull());
  });

  it("puts the server's field errors on their fields, its other errors above them, and keeps what was typed", async () => {
    const refusal = new ValidationError('POST /bff/api/things failed with 409: Name taken by another thing', {
      status: 409,
      fields: [{ path: 'name', message: 'Name taken by another thing' }],
      serverMessage: 'Name taken by another thing',
    });
    render(<NameForm onSubmit={async () => Promise.reject(refusal)} />);
    fireEvent.change(field('Name'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name taken by another thing')).toBeTruthy();
    expect(field('Name').value).toBe('Taken');
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    const down = new ValidationError('POST /bff/api/things failed with 503: Try again later', { status: 503, serverMessage: 'Try again later' });
    render(<NameForm onSubmit={async () => Promise.reject(down)} />);
    fireEvent.change(field('Name'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    expect(field('Name').value).toBe('Kept');
  });

  it('asks before Cancel or a link drops unsaved changes', async () => {
    const onCancel = vi.fn();
    render(<NameForm onSubmit={async () => undefined} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    fireEvent.change(field('Name'), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(field('Name').value).toBe('Half typed');

    const link = screen.getByRole('link', { name: 'Elsewhere' });
    const followed = vi.fn((e: MouseEvent) => e.preventDefault());
    link.addEventListener('click', followed);
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  });

  it("has the browser ask before a reload or close drops unsaved changes, and only then", async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    render(<NameForm onSubmit={async () => undefined} />);
    expect(unload()).toBe(false);
    fireEvent.change(field('Name'), { target: { value: 'Half typed' } });
    await waitFor(() => expect(unload()).toBe(true));
    fireEvent.change(field('Name'), { target: { value: '' } });
    await waitFor(() => expect(unload()).toBe(false));
  });
});
