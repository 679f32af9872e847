import type { ComponentProps } from 'react';
import styles from './card.module.css';
import { cn } from './cn';
import { Slot } from './slot';

/** A bordered surface grouping related content. */
function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={cn(styles.card, className)} {...props} />;
}

function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn(styles.header, className)} {...props} />;
}

/** The card's heading: an `<h2>`, or with `asChild` the heading element you pass (`<h3>`). */
function CardTitle({ className, asChild = false, ...props }: ComponentProps<'h2'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'h2';
  return <Comp data-slot="card-title" className={cn(styles.title, className)} {...props} />;
}

function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn(styles.description, className)} {...props} />;
}

function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn(styles.content, className)} {...props} />;
}

function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn(styles.footer, className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
