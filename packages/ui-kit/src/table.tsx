import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from './cn';
import styles from './table.module.css';

const VirtualContext = createContext(false);

export interface TableProps extends ComponentProps<'table'> {
  /**
   * Lay rows out for a virtualizer (e.g. @tanstack/react-virtual): the body becomes a positioned
   * box the caller sizes (`style={{ height: totalSize }}`) and each rendered `TableRow` is placed
   * with `style={{ transform: `translateY(${start}px)` }}`. Since CSS display changes can drop table
   * semantics, explicit `role`s are added; set `aria-rowcount` on the table and `aria-rowindex` on
   * rows so assistive technology knows the full size. Cells share the width (`flex: 1`); set
   * `style.flex`/`style.width` per column to change that.
   */
  virtual?: boolean;
  /** Props of the scrolling container `<div>` (a virtualizer needs its `ref` and a fixed height). */
  containerProps?: ComponentProps<'div'>;
}

/** A semantic data table in a horizontally scrolling container. Give it a `TableCaption`. */
function Table({ virtual = false, containerProps, className, ...props }: TableProps) {
  return (
    <VirtualContext.Provider value={virtual}>
      <div
        data-slot="table-container"
        {...containerProps}
        className={cn(styles.container, containerProps?.className)}
      >
        <table
          data-slot="table"
          role={virtual ? 'table' : undefined}
          className={cn(styles.table, virtual && styles.virtual, className)}
          {...props}
        />
      </div>
    </VirtualContext.Provider>
  );
}

/** The table's name, read when a screen reader enters the table. */
function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn(styles.caption, className)} {...props} />;
}

function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  const virtual = useContext(VirtualContext);
  return (
    <thead
      data-slot="table-header"
      role={virtual ? 'rowgroup' : undefined}
      className={cn(styles.header, className)}
      {...props}
    />
  );
}

function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  const virtual = useContext(VirtualContext);
  return (
    <tbody
      data-slot="table-body"
      role={virtual ? 'rowgroup' : undefined}
      className={cn(styles.body, className)}
      {...props}
    />
  );
}

/** A row; in a `virtual` table pass `aria-rowindex` (1-based, header row = 1) and a transform. */
function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  const virtual = useContext(VirtualContext);
  return (
    <tr
      data-slot="table-row"
      role={virtual ? 'row' : undefined}
      className={cn(styles.row, className)}
      {...props}
    />
  );
}

/** A header cell; `scope` defaults to `col` (pass `scope="row"` for a row header). */
function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  const virtual = useContext(VirtualContext);
  const role = virtual ? (scope === 'row' ? 'rowheader' : 'columnheader') : undefined;
  return (
    <th data-slot="table-head" scope={scope} role={role} className={cn(styles.head, className)} {...props} />
  );
}

function TableCell({ className, ...props }: ComponentProps<'td'>) {
  const virtual = useContext(VirtualContext);
  return (
    <td
      data-slot="table-cell"
      role={virtual ? 'cell' : undefined}
      className={cn(styles.cell, className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow };
