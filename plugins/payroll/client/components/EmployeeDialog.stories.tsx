import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import { employeeSchema, type Employee } from '../../domain/employees/employeeSchema';
import { toStoredEmployee } from '../../domain/employees/storedEmployee';
import { EmployeeDialog } from './EmployeeDialog';

function AddEmployee() {
  const [open, setOpen] = useState(true);
  const [added, setAdded] = useState<Employee[]>([]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Employee</Button>
      <ul>
        {added.map((employee) => (
          <li key={employee.id}>
            {employee.firstName} {employee.lastName}
          </li>
        ))}
      </ul>
      <EmployeeDialog
        open={open}
        onOpenChange={setOpen}
        onSave={(employee) => {
          setAdded((list) => [...list, employee]);
          return Promise.resolve(true);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Plugins/Payroll/Add Employee',
  component: AddEmployee,
} satisfies Meta<typeof AddEmployee>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Add Employee form: pay, payment method and Form W-4; an added employee is listed. */
export const Open: Story = {};

const savedAda = toStoredEmployee(
  employeeSchema.parse({
    id: 'emp-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    payType: 'salary',
    salary: 12_000_000,
    jobTitle: 'Chief Engineer',
    homeAddress: '12 St James Sq, Oakland, CA 94612',
    bankName: 'Chase',
    routingNumber: '121000248',
    accountNumber: '987654321',
    ssn: '123-45-6789',
  }),
);

/** Edit of a saved employee: prefilled, the sealed numbers empty with their last four on file. */
export const Edit: Story = {
  render: () => (
    <EmployeeDialog
      open
      onOpenChange={() => {}}
      onSave={() => Promise.resolve(true)}
      employee={savedAda}
    />
  ),
};
