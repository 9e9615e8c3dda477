/** Sends a text message on deployed stages, through Amazon SNS (the local stage writes to its outbox instead). */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';

let client: SNSClient | undefined;

export const sendSms = async (phone: string, message: string): Promise<void> => {
  client ??= new SNSClient({});
  await client.send(
    new PublishCommand({
      PhoneNumber: `+86${phone}`,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
};
