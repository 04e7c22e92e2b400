CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_staff_id_pk" PRIMARY KEY("conversation_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;