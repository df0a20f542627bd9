main entry
counter java.util.ArrayList@Main.java:23.count.bound limit 1 init 1
var java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 { 0 1 2 3 } = 0

proc corpus.extra.castlocks.fixed.Main$Journal.<init>[corpus.extra.castlocks.fixed.Main$Journal@Main.java:57] {
}

proc corpus.extra.castlocks.fixed.Main$Ledger.<init>[corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56] {
}

proc corpus.extra.castlocks.fixed.Main.<clinit> {
  s3: write corpus.extra.castlocks.fixed.Main.RESOURCES // at corpus.extra.castlocks.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.castlocks.fixed.Main.journal {
  s0: read corpus.extra.castlocks.fixed.Main.RESOURCES // at corpus.extra.castlocks.fixed.Main.journal(Main.java:37)
  s1: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.journal(Main.java:37)
  s2e1: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s2e1_7: jump s2e1_3 s2e1_5             // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s2e1_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s2e1_4 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s2e1_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e2 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s2e1_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s2e1_6 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s2e1_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e3 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:38)
  s3e2: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e2_7: jump s3e2_3 s3e2_5             // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e2_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e2_4 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e2_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s4e5 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e2_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e2_6 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e2_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s4e7 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3_7: jump s3e3_3 s3e3_5             // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e3_4 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s4e9 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e3_6 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s3e3_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s4e11 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.fixed.Main.journal(Main.java:39)
  s4e5: goto exit                        // at corpus.extra.castlocks.fixed.Main.journal(Main.java:41)
  s4e7: goto exit                        // at corpus.extra.castlocks.fixed.Main.journal(Main.java:41)
  s4e9: goto exit                        // at corpus.extra.castlocks.fixed.Main.journal(Main.java:41)
  s4e11: goto exit                       // at corpus.extra.castlocks.fixed.Main.journal(Main.java:41)
}

proc corpus.extra.castlocks.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.castlocks.fixed.Main.ledger // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:59)
  s1: acquire corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:59)
  s2: call corpus.extra.castlocks.fixed.Main.pause // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:60)
  s3: call corpus.extra.castlocks.fixed.Main.journal // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:61)
  s4: acquire corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:61)
  s5: read java.lang.System.out          // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:62)
  s7: release corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:63)
  s17: release corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 // at corpus.extra.castlocks.fixed.Main.lambda$main$0(Main.java:64)
}

proc corpus.extra.castlocks.fixed.Main.ledger {
  s0: read corpus.extra.castlocks.fixed.Main.RESOURCES // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:26)
  s1: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:26)
  s2e1: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s2e1_7: jump s2e1_3 s2e1_5             // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s2e1_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s2e1_4 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s2e1_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e2 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s2e1_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s2e1_6 1 s3e3 2 s3e3 3 s3e3 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s2e1_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e3 1 s3e2 2 s3e2 3 s3e2 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:27)
  s3e2: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e2_7: jump s3e2_3 s3e2_5             // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e2_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e2_4 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e2_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s4e5 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e2_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e2_6 1 s4e7 2 s4e7 3 s4e7 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e2_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s4e7 1 s4e5 2 s4e5 3 s4e5 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3: read java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3_7: jump s3e3_3 s3e3_5             // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3_3: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s3e3_4 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3_4: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s4e9 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3_5: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s3e3_6 1 s4e11 2 s4e11 3 s4e11 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s3e3_6: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s4e11 1 s4e9 2 s4e9 3 s4e9 // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:28)
  s4e5: goto exit                        // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:30)
  s4e7: goto exit                        // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:30)
  s4e9: goto exit                        // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:30)
  s4e11: goto exit                       // at corpus.extra.castlocks.fixed.Main.ledger(Main.java:30)
}

proc corpus.extra.castlocks.fixed.Main.main {
  s1: read corpus.extra.castlocks.fixed.Main.RESOURCES // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s3: call corpus.extra.castlocks.fixed.Main$Ledger.<init>[corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56] // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4: write java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_2: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 0 s4_3 1 s4_5 2 s4_7 3 s4_9 // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_3: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 1 // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_4: goto s4_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_5: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 2 // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_6: goto s4_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_7: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 3 // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_8: goto s4_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_9: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s4_1: skip                             // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  s5: read corpus.extra.castlocks.fixed.Main.RESOURCES // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s7: call corpus.extra.castlocks.fixed.Main$Journal.<init>[corpus.extra.castlocks.fixed.Main$Journal@Main.java:57] // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8: write java.util.ArrayList@Main.java:23.$state // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_2: switch java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 0 s8_3 1 s8_5 2 s8_7 3 s8_9 // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_3: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 1 // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_4: goto s8_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_5: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 2 // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_6: goto s8_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_7: assign java.util.ArrayList@Main.java:23.count.corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 3 // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_8: goto s8_1                        // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_9: up java.util.ArrayList@Main.java:23.count.bound 1 // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s8_1: skip                             // at corpus.extra.castlocks.fixed.Main.main(Main.java:57)
  s13: fork corpus.extra.castlocks.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:58 // at corpus.extra.castlocks.fixed.Main.main(Main.java:66)
  s14: call corpus.extra.castlocks.fixed.Main.ledger // at corpus.extra.castlocks.fixed.Main.main(Main.java:67)
  s15: acquire corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 // at corpus.extra.castlocks.fixed.Main.main(Main.java:67)
  s16: call corpus.extra.castlocks.fixed.Main.pause // at corpus.extra.castlocks.fixed.Main.main(Main.java:68)
  s17: call corpus.extra.castlocks.fixed.Main.journal // at corpus.extra.castlocks.fixed.Main.main(Main.java:69)
  s18: acquire corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 // at corpus.extra.castlocks.fixed.Main.main(Main.java:69)
  s19: read java.lang.System.out         // at corpus.extra.castlocks.fixed.Main.main(Main.java:70)
  s21: release corpus.extra.castlocks.fixed.Main$Journal@Main.java:57 // at corpus.extra.castlocks.fixed.Main.main(Main.java:71)
  s31: release corpus.extra.castlocks.fixed.Main$Ledger@Main.java:56 // at corpus.extra.castlocks.fixed.Main.main(Main.java:72)
  s33: join java.lang.Thread@Main.java:58 // at corpus.extra.castlocks.fixed.Main.main(Main.java:73)
}

proc corpus.extra.castlocks.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.castlocks.fixed.Main.<clinit> // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
  main: call corpus.extra.castlocks.fixed.Main.main // at corpus.extra.castlocks.fixed.Main.main(Main.java:56)
}
