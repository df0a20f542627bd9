main entry

proc corpus.extra.listcopies.Main.<clinit> {
  s2: write corpus.extra.listcopies.Main.CHECKING // at corpus.extra.listcopies.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.listcopies.Main.SAVINGS // at corpus.extra.listcopies.Main.<clinit>(Main.java:22)
}

proc corpus.extra.listcopies.Main.forAudit[corpus.extra.listcopies.Main.lambda$main$1:50#1,corpus.extra.listcopies.Main.main:50#18] {
}

proc corpus.extra.listcopies.Main.lambda$main$0[corpus.extra.listcopies.Main.main:49#17] {
  s1: read corpus.extra.listcopies.Main.CHECKING // at corpus.extra.listcopies.Main.lambda$main$0(Main.java:49)
  s2: read corpus.extra.listcopies.Main.SAVINGS // at corpus.extra.listcopies.Main.lambda$main$0(Main.java:49)
  s8: call corpus.extra.listcopies.Main.move[corpus.extra.listcopies.Main.lambda$main$0:49#8,corpus.extra.listcopies.Main.main:49#17] // at corpus.extra.listcopies.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.listcopies.Main.lambda$main$1[corpus.extra.listcopies.Main.main:50#18] {
  s1: call corpus.extra.listcopies.Main.forAudit[corpus.extra.listcopies.Main.lambda$main$1:50#1,corpus.extra.listcopies.Main.main:50#18] // at corpus.extra.listcopies.Main.lambda$main$1(Main.java:50)
  s2: call corpus.extra.listcopies.Main.move[corpus.extra.listcopies.Main.lambda$main$1:50#2,corpus.extra.listcopies.Main.main:50#18] // at corpus.extra.listcopies.Main.lambda$main$1(Main.java:50)
}

proc corpus.extra.listcopies.Main.main {
  s2: read corpus.extra.listcopies.Main.CHECKING // at corpus.extra.listcopies.Main.main(Main.java:48)
  s3: read corpus.extra.listcopies.Main.SAVINGS // at corpus.extra.listcopies.Main.main(Main.java:48)
  s17: fork corpus.extra.listcopies.Main.lambda$main$0[corpus.extra.listcopies.Main.main:49#17] java.lang.Thread@Main.java:49 // at corpus.extra.listcopies.Main.main(Main.java:51)
  s18: fork corpus.extra.listcopies.Main.lambda$main$1[corpus.extra.listcopies.Main.main:50#18] java.lang.Thread@Main.java:50 // at corpus.extra.listcopies.Main.main(Main.java:52)
  s19: join java.lang.Thread@Main.java:49 // at corpus.extra.listcopies.Main.main(Main.java:53)
  s20: join java.lang.Thread@Main.java:50 // at corpus.extra.listcopies.Main.main(Main.java:54)
}

proc corpus.extra.listcopies.Main.move[corpus.extra.listcopies.Main.lambda$main$0:49#8,corpus.extra.listcopies.Main.main:49#17] {
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:34)
  s3: call corpus.extra.listcopies.Main.pause // at corpus.extra.listcopies.Main.move(Main.java:35)
  s5: acquire java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:36)
  s6: read corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s8: write corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s9: release java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:38)
  s19: release java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:39)
}

proc corpus.extra.listcopies.Main.move[corpus.extra.listcopies.Main.lambda$main$1:50#2,corpus.extra.listcopies.Main.main:50#18] {
  s1: read java.util.ArrayList@Main.java:48.$state // at corpus.extra.listcopies.Main.move(Main.java:34)
  s2: jump s2_1 s2_3                     // at corpus.extra.listcopies.Main.move(Main.java:34)
  s2_1: acquire java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:34)
  s2_2: goto s3e1                        // at corpus.extra.listcopies.Main.move(Main.java:34)
  s2_3: acquire java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:34)
  s2_4: goto s3e2                        // at corpus.extra.listcopies.Main.move(Main.java:34)
  s3e1: call corpus.extra.listcopies.Main.pause // at corpus.extra.listcopies.Main.move(Main.java:35)
  s4e1: read java.util.ArrayList@Main.java:48.$state // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e1: jump s5e1_1 s5e1_3               // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e1_1: acquire java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e1_2: goto s6e3                      // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e1_3: acquire java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e1_4: goto s6e4                      // at corpus.extra.listcopies.Main.move(Main.java:36)
  s19e1: release java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:39)
  s19e1_1: goto exit                     // at corpus.extra.listcopies.Main.move(Main.java:39)
  s3e2: call corpus.extra.listcopies.Main.pause // at corpus.extra.listcopies.Main.move(Main.java:35)
  s4e2: read java.util.ArrayList@Main.java:48.$state // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e2: jump s5e2_1 s5e2_3               // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e2_1: acquire java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e2_2: goto s6e5                      // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e2_3: acquire java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:36)
  s5e2_4: goto s6e6                      // at corpus.extra.listcopies.Main.move(Main.java:36)
  s19e2: release java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:39)
  s19e2_1: goto exit                     // at corpus.extra.listcopies.Main.move(Main.java:39)
  s6e3: read corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s8e3: write corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s9e3: release java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:38)
  s9e3_1: goto s19e1                     // at corpus.extra.listcopies.Main.move(Main.java:38)
  s6e4: read corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s8e4: write corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s9e4: release java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:38)
  s9e4_1: goto s19e1                     // at corpus.extra.listcopies.Main.move(Main.java:38)
  s6e5: read corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s8e5: write corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s9e5: release java.lang.Object@Main.java:21 // at corpus.extra.listcopies.Main.move(Main.java:38)
  s9e5_1: goto s19e2                     // at corpus.extra.listcopies.Main.move(Main.java:38)
  s6e6: read corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s8e6: write corpus.extra.listcopies.Main.balance // at corpus.extra.listcopies.Main.move(Main.java:37)
  s9e6: release java.lang.Object@Main.java:22 // at corpus.extra.listcopies.Main.move(Main.java:38)
  s9e6_1: goto s19e2                     // at corpus.extra.listcopies.Main.move(Main.java:38)
}

proc corpus.extra.listcopies.Main.pause {
}

proc entry {
  init0: call corpus.extra.listcopies.Main.<clinit> // at corpus.extra.listcopies.Main.main(Main.java:48)
  main: call corpus.extra.listcopies.Main.main // at corpus.extra.listcopies.Main.main(Main.java:48)
}
