import { Button, Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stacking-table.module.css';

/**
 * Class names for the cells of a StackingTable: `primary` (the row's name, top left of a card), `actions` (its
 * buttons, top right; put them in an `actionGroup`), `aside` (a short value such as a state badge, top right of a
 * card instead of actions, and an ordinary cell in the table), `wideOnly` (shown only as a table, e.g. a column the
 * card's other cells already say).
 */
export const stackingCells = {
  primary: classes.primary,
  actions: classes.actions,
  aside: classes.aside,
  actionGroup: classes.actionGroup,
  wideOnly: classes.wideOnly,
} as const;

/** A Mantine table whose rows become cards when its container is narrower than 40em (see the CSS module). */
export function StackingTable({ children, className, ...props }: TableProps): ReactNode {
  return (
    <div className={classes.container}>
      <Table {...props} className={className ? `${classes.table} ${className}` : classes.table}>
        {children}
      </Table>
    </div>
  );
}

/** A row's Edit and Delete buttons, in the actions cell; `name` makes their accessible names ("Edit #draft"). */
export function EditDeleteCell({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }): ReactNode {
  return (
    <Table.Td className={classes.actions}>
      <div className={classes.actionGroup}>
        <Button size="xs" variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </Table.Td>
  );
}

/** The header of the actions column: named for screen readers, empty on screen. */
export function ActionsHeader(): ReactNode {
  return (
    <Table.Th scope="col">
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
