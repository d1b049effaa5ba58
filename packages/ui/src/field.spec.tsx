import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Checkbox, Field, Input, Select } from './field';

function Form({ onSubmit }: { onSubmit(values: { name: string; kind: string; agree: boolean }): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { name: '', kind: '', agree: false } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Field label="Name" hint="As on the card" error={errors.name}>
        {(control) => <Input {...control} {...register('name', { required: 'Name is required' })} />}
      </Field>
      <Field label="Kind">
        {(control) => (
          <Select {...control} blank="any" options={['a', { value: 'b', label: 'Bee' }]} {...register('kind')} />
        )}
      </Field>
      <Checkbox label="I agree" {...register('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the field kit with react-hook-form', () => {
  it('labels each control, reads the hint and the error with it, and hands the values over', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Name');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As on the card');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'Ayşe');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['any', 'a', 'Bee']);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Bee');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ayşe', kind: 'b', agree: true }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
