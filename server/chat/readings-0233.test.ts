import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";
import { getPlatform } from "@/lib/catalogue";

const listed = (...turns: string[]) => {
  const { listed, linked } = answerPlatforms(converse(turns));
  return (listed.length ? listed : linked).map((id) => getPlatform(id)!);
};

describe("the visitor's own guides are material, not a request for the site's (decision 0233)", () => {
  it("'it should answer from our help center articles' after support bots keeps support bots, and 'open source options' after it does not ask for alternatives to the first", () => {
    const turns = ["I want a customer support bot on my website", "it should answer from our help center articles"];
    expect(listed(...turns).slice(0, 3).map((p) => p.category)).toEqual(["chatbot", "chatbot", "chatbot"]);
    const answer = converse([...turns, "any open source options I can host myself?"]);
    expect(answer).not.toMatch(/^Alternatives to/);
    expect(listed(...turns, "any open source options I can host myself?")[0]?.category).toBe("chatbot");
  });

  it("the site's guides are still asked for ('any guides on this?', 'do you have an article about it')", () => {
    expect(converse(["do you have any guides about picking an ai image generator?"])).toMatch(/guide/i);
  });
});

describe("a follow-up opening with how the tool should work narrows the task before (decision 0233)", () => {
  it("'ideally we just ask questions in plain English' after dashboards keeps data tools", () => {
    const turns = ["our startup wants dashboards from our postgres data", "we're a team of 5 with no data analyst", "ideally we just ask questions in plain english"];
    expect(listed(...turns).slice(0, 3).map((p) => p.category)).not.toContain("chat-assistant");
    expect(listed(...turns)[0]?.useCases).toContain("data");
  });
});
