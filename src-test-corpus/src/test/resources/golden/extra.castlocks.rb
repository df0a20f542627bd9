main entry
counter java.util.ArrayList@Main.java:25.count.bound limit 1 init 1
var java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 { 0 1 2 3 } = 0

proc corpus.extra.castlocks.Main$Journal.<init>[corpus.extra.castlocks.Main$Journal@Main.java:59] {
}

proc corpus.extra.castlocks.Main$Ledger.<init>[corpus.extra.castlocks.Main$Ledger@Main.java:58] {
}

proc corpus.extra.castlocks.Main.<clinit> {
  s3: write corpus.extra.castlocks.Main.RESOURCES // at corpus.extra.castlocks.Main.<clinit>(Main.java:25)
}

proc corpus.extra.castlocks.Main.journal {
  s0: read corpus.extra.castlocks.Main.RESOURCES // at corpus.extra.castlocks.Main.journal(Main.java:39)
  s1: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.journal(Main.java:39)
  s2e1: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s2e1_7: jump s2e1_3 s2e1_5             // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s2e1_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s2e1_4 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s2e1_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e2 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s2e1_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s2e1_6 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s2e1_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e3 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.Main.journal(Main.java:40)
  s3e2: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e2_7: jump s3e2_3 s3e2_5             // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e2_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e2_4 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e2_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s4e5 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e2_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e2_6 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e2_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s4e7 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3_7: jump s3e3_3 s3e3_5             // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e3_4 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s4e9 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e3_6 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s3e3_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s4e11 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.Main.journal(Main.java:41)
  s4e5: goto exit                        // at corpus.extra.castlocks.Main.journal(Main.java:43)
  s4e7: goto exit                        // at corpus.extra.castlocks.Main.journal(Main.java:43)
  s4e9: goto exit                        // at corpus.extra.castlocks.Main.journal(Main.java:43)
  s4e11: goto exit                       // at corpus.extra.castlocks.Main.journal(Main.java:43)
}

proc corpus.extra.castlocks.Main.lambda$main$0 {
  s0: call corpus.extra.castlocks.Main.ledger // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:61)
  s1: acquire corpus.extra.castlocks.Main$Ledger@Main.java:58 // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:61)
  s2: call corpus.extra.castlocks.Main.pause // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:62)
  s3: call corpus.extra.castlocks.Main.journal // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:63)
  s4: acquire corpus.extra.castlocks.Main$Journal@Main.java:59 // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:63)
  s5: read java.lang.System.out          // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:64)
  s7: release corpus.extra.castlocks.Main$Journal@Main.java:59 // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:65)
  s17: release corpus.extra.castlocks.Main$Ledger@Main.java:58 // at corpus.extra.castlocks.Main.lambda$main$0(Main.java:66)
}

proc corpus.extra.castlocks.Main.ledger {
  s0: read corpus.extra.castlocks.Main.RESOURCES // at corpus.extra.castlocks.Main.ledger(Main.java:28)
  s1: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.ledger(Main.java:28)
  s2e1: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s2e1_7: jump s2e1_3 s2e1_5             // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s2e1_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s2e1_4 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s2e1_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e2 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s2e1_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s2e1_6 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s2e1_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e3 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.Main.ledger(Main.java:29)
  s3e2: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e2_7: jump s3e2_3 s3e2_5             // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e2_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e2_4 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e2_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s4e5 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e2_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e2_6 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e2_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s4e7 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3_7: jump s3e3_3 s3e3_5             // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3_3: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s3e3_4 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3_4: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s4e9 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3_5: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s3e3_6 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s3e3_6: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s4e11 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.Main.ledger(Main.java:30)
  s4e5: goto exit                        // at corpus.extra.castlocks.Main.ledger(Main.java:32)
  s4e7: goto exit                        // at corpus.extra.castlocks.Main.ledger(Main.java:32)
  s4e9: goto exit                        // at corpus.extra.castlocks.Main.ledger(Main.java:32)
  s4e11: goto exit                       // at corpus.extra.castlocks.Main.ledger(Main.java:32)
}

proc corpus.extra.castlocks.Main.main {
  s1: read corpus.extra.castlocks.Main.RESOURCES // at corpus.extra.castlocks.Main.main(Main.java:58)
  s3: call corpus.extra.castlocks.Main$Ledger.<init>[corpus.extra.castlocks.Main$Ledger@Main.java:58] // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4: write java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_2: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 0 s4_3 1 s4_5 2 s4_7 3 s4_9 // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_3: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 1 // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_4: goto s4_1                        // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_5: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 2 // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_6: goto s4_1                        // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_7: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Ledger@Main.java:58 3 // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_8: goto s4_1                        // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_9: up java.util.ArrayList@Main.java:25.count.bound 1 // at corpus.extra.castlocks.Main.main(Main.java:58)
  s4_1: skip                             // at corpus.extra.castlocks.Main.main(Main.java:58)
  s5: read corpus.extra.castlocks.Main.RESOURCES // at corpus.extra.castlocks.Main.main(Main.java:59)
  s7: call corpus.extra.castlocks.Main$Journal.<init>[corpus.extra.castlocks.Main$Journal@Main.java:59] // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8: write java.util.ArrayList@Main.java:25.$state // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_2: switch java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 0 s8_3 1 s8_5 2 s8_7 3 s8_9 // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_3: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 1 // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_4: goto s8_1                        // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_5: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 2 // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_6: goto s8_1                        // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_7: assign java.util.ArrayList@Main.java:25.count.corpus.extra.castlocks.Main$Journal@Main.java:59 3 // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_8: goto s8_1                        // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_9: up java.util.ArrayList@Main.java:25.count.bound 1 // at corpus.extra.castlocks.Main.main(Main.java:59)
  s8_1: skip                             // at corpus.extra.castlocks.Main.main(Main.java:59)
  s13: fork corpus.extra.castlocks.Main.lambda$main$0 java.lang.Thread@Main.java:60 // at corpus.extra.castlocks.Main.main(Main.java:68)
  s14: call corpus.extra.castlocks.Main.journal // at corpus.extra.castlocks.Main.main(Main.java:69)
  s15: acquire corpus.extra.castlocks.Main$Journal@Main.java:59 // at corpus.extra.castlocks.Main.main(Main.java:69)
  s16: call corpus.extra.castlocks.Main.pause // at corpus.extra.castlocks.Main.main(Main.java:70)
  s17: call corpus.extra.castlocks.Main.ledger // at corpus.extra.castlocks.Main.main(Main.java:71)
  s18: acquire corpus.extra.castlocks.Main$Ledger@Main.java:58 // at corpus.extra.castlocks.Main.main(Main.java:71)
  s19: read java.lang.System.out         // at corpus.extra.castlocks.Main.main(Main.java:72)
  s21: release corpus.extra.castlocks.Main$Ledger@Main.java:58 // at corpus.extra.castlocks.Main.main(Main.java:73)
  s31: release corpus.extra.castlocks.Main$Journal@Main.java:59 // at corpus.extra.castlocks.Main.main(Main.java:74)
  s33: join java.lang.Thread@Main.java:60 // at corpus.extra.castlocks.Main.main(Main.java:75)
}

proc corpus.extra.castlocks.Main.pause {
}

proc entry {
  init0: call corpus.extra.castlocks.Main.<clinit> // at corpus.extra.castlocks.Main.main(Main.java:58)
  main: call corpus.extra.castlocks.Main.main // at corpus.extra.castlocks.Main.main(Main.java:58)
}
