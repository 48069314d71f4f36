import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import type { Employee } from '../../domain/employees/employeeSchema';
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
        onAdd={(employee) => {
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
