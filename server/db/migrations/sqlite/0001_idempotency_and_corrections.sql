ALTER TABLE `messages` ADD `kind` text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `platform_id` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_idempotency_key_unique` ON `messages` (`idempotency_key`);