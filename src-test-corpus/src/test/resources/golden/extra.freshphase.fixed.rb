main entry
var corpus.extra.freshphase.fixed.Main.shared { null nonnull } = null

proc corpus.extra.freshphase.fixed.Main$Job.<init>[corpus.extra.freshphase.fixed.Main$Job@Main.java:35,corpus.extra.freshphase.fixed.Main.main:65#9] {
  s2: read corpus.extra.freshphase.fixed.Main$Phase.NEW // at corpus.extra.freshphase.fixed.Main$Job.<init>(Main.java:22)
  s3e1: write corpus.extra.freshphase.fixed.Main$Job@Main.java:35[corpus.extra.freshphase.fixed.Main.main:65#9].phase // at corpus.extra.freshphase.fixed.Main$Job.<init>(Main.java:22)
}

proc corpus.extra.freshphase.fixed.Main$Job.cancel[corpus.extra.freshphase.fixed.Main$Job@Main.java:35,corpus.extra.freshphase.fixed.Main.main:65#9] {
  sync: acquire corpus.extra.freshphase.fixed.Main$Job@Main.java:35[corpus.extra.freshphase.fixed.Main.main:65#9] // at corpus.extra.freshphase.fixed.Main$Job.cancel(Main.java:25)
  s1: read corpus.extra.freshphase.fixed.Main$Phase.CANCELLED // at corpus.extra.freshphase.fixed.Main$Job.cancel(Main.java:25)
  s2e1: write corpus.extra.freshphase.fixed.Main$Job@Main.java:35[corpus.extra.freshphase.fixed.Main.main:65#9].phase // at corpus.extra.freshphase.fixed.Main$Job.cancel(Main.java:25)
  ret_0: release corpus.extra.freshphase.fixed.Main$Job@Main.java:35[corpus.extra.freshphase.fixed.Main.main:65#9] // at corpus.extra.freshphase.fixed.Main$Job.cancel(Main.java:25)
}

proc corpus.extra.freshphase.fixed.Main$Phase.$values {
  s1: read corpus.extra.freshphase.fixed.Main$Phase.NEW // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s2: write corpus.extra.freshphase.fixed.Main$Phase[]@Main.java:19[0] // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s3: read corpus.extra.freshphase.fixed.Main$Phase.RUNNING // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s4: write corpus.extra.freshphase.fixed.Main$Phase[]@Main.java:19[1] // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s5: read corpus.extra.freshphase.fixed.Main$Phase.DONE // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s6: write corpus.extra.freshphase.fixed.Main$Phase[]@Main.java:19[2] // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s7: read corpus.extra.freshphase.fixed.Main$Phase.CANCELLED // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
  s8: write corpus.extra.freshphase.fixed.Main$Phase[]@Main.java:19[3] // at corpus.extra.freshphase.fixed.Main$Phase.$values(Main.java:19)
}

proc corpus.extra.freshphase.fixed.Main$Phase.<clinit> {
  s1: call corpus.extra.freshphase.fixed.Main$Phase.<init>[corpus.extra.freshphase.fixed.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s2: write corpus.extra.freshphase.fixed.Main$Phase.NEW // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s4: call corpus.extra.freshphase.fixed.Main$Phase.<init>[corpus.extra.freshphase.fixed.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s5: write corpus.extra.freshphase.fixed.Main$Phase.RUNNING // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s7: call corpus.extra.freshphase.fixed.Main$Phase.<init>[corpus.extra.freshphase.fixed.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s8: write corpus.extra.freshphase.fixed.Main$Phase.DONE // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s10: call corpus.extra.freshphase.fixed.Main$Phase.<init>[corpus.extra.freshphase.fixed.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s11: write corpus.extra.freshphase.fixed.Main$Phase.CANCELLED // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s12: call corpus.extra.freshphase.fixed.Main$Phase.$values // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
  s13: write corpus.extra.freshphase.fixed.Main$Phase.$VALUES // at corpus.extra.freshphase.fixed.Main$Phase.<clinit>(Main.java:19)
}

proc corpus.extra.freshphase.fixed.Main$Phase.<init>[corpus.extra.freshphase.fixed.Main$Phase@Main.java:19#2] {
}

proc corpus.extra.freshphase.fixed.Main.<clinit> {
  s2: write corpus.extra.freshphase.fixed.Main.A // at corpus.extra.freshphase.fixed.Main.<clinit>(Main.java:29)
  s5: write corpus.extra.freshphase.fixed.Main.B // at corpus.extra.freshphase.fixed.Main.<clinit>(Main.java:30)
}

proc corpus.extra.freshphase.fixed.Main.cancelLast {
  s0: switch corpus.extra.freshphase.fixed.Main.shared null s3 nonnull s2e2 // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:53)
  s3: read corpus.extra.freshphase.fixed.Main.A // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:57)
  s4: acquire java.lang.Object@Main.java:29 // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:57)
  s5: read corpus.extra.freshphase.fixed.Main.B // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:58)
  s6: acquire java.lang.Object@Main.java:30 // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:58)
  s7: read java.lang.System.out          // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:59)
  s9: release java.lang.Object@Main.java:30 // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:60)
  s19: release java.lang.Object@Main.java:29 // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:61)
  s19_1: goto exit                       // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:61)
  s2e2: call corpus.extra.freshphase.fixed.Main$Job.cancel[corpus.extra.freshphase.fixed.Main$Job@Main.java:35,corpus.extra.freshphase.fixed.Main.main:65#9] // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:55)
  s2e2_1: goto s3                        // at corpus.extra.freshphase.fixed.Main.cancelLast(Main.java:55)
}

proc corpus.extra.freshphase.fixed.Main.main {
  s9: fork corpus.extra.freshphase.fixed.Main.work[corpus.extra.freshphase.fixed.Main.main:65#9] java.lang.Thread@Main.java:65 // at corpus.extra.freshphase.fixed.Main.main(Main.java:67)
  s10: fork corpus.extra.freshphase.fixed.Main.cancelLast java.lang.Thread@Main.java:66 // at corpus.extra.freshphase.fixed.Main.main(Main.java:68)
  s11: join java.lang.Thread@Main.java:65 // at corpus.extra.freshphase.fixed.Main.main(Main.java:69)
  s12: join java.lang.Thread@Main.java:66 // at corpus.extra.freshphase.fixed.Main.main(Main.java:70)
}

proc corpus.extra.freshphase.fixed.Main.work[corpus.extra.freshphase.fixed.Main.main:65#9] {
  s1_1: jump s3e1 exit1_s1               // at corpus.extra.freshphase.fixed.Main.work(Main.java:34)
  exit1_s1: skip                         // at corpus.extra.freshphase.fixed.Main.work(Main.java:34)
  s1_2: goto exit                        // at corpus.extra.freshphase.fixed.Main.work(Main.java:34)
  s28: release java.lang.Object@Main.java:30 // at corpus.extra.freshphase.fixed.Main.work(Main.java:46)
  s39: release java.lang.Object@Main.java:29 // at corpus.extra.freshphase.fixed.Main.work(Main.java:47)
  s39_1: goto s1_1                       // at corpus.extra.freshphase.fixed.Main.work(Main.java:47)
  s3e1: call corpus.extra.freshphase.fixed.Main$Job.<init>[corpus.extra.freshphase.fixed.Main$Job@Main.java:35,corpus.extra.freshphase.fixed.Main.main:65#9] // at corpus.extra.freshphase.fixed.Main.work(Main.java:35)
  s5e1: read corpus.extra.freshphase.fixed.Main$Job@Main.java:35[corpus.extra.freshphase.fixed.Main.main:65#9].phase // at corpus.extra.freshphase.fixed.Main.work(Main.java:36)
  s5e1_1: goto s6e3                      // at corpus.extra.freshphase.fixed.Main.work(Main.java:36)
  s23e1: read corpus.extra.freshphase.fixed.Main.A // at corpus.extra.freshphase.fixed.Main.work(Main.java:43)
  s24e1: acquire java.lang.Object@Main.java:29 // at corpus.extra.freshphase.fixed.Main.work(Main.java:43)
  s25e1: read corpus.extra.freshphase.fixed.Main.B // at corpus.extra.freshphase.fixed.Main.work(Main.java:44)
  s26e1: acquire java.lang.Object@Main.java:30 // at corpus.extra.freshphase.fixed.Main.work(Main.java:44)
  s27e1: assign corpus.extra.freshphase.fixed.Main.shared nonnull // at corpus.extra.freshphase.fixed.Main.work(Main.java:45)
  s27e1_1: goto s28                      // at corpus.extra.freshphase.fixed.Main.work(Main.java:45)
  s6e3: read corpus.extra.freshphase.fixed.Main$Phase.CANCELLED // at corpus.extra.freshphase.fixed.Main.work(Main.java:36)
  s6e3_1: goto s23e1                     // at corpus.extra.freshphase.fixed.Main.work(Main.java:36)
}

proc entry {
  init0: call corpus.extra.freshphase.fixed.Main.<clinit> // at corpus.extra.freshphase.fixed.Main.main(Main.java:65)
  init1: call corpus.extra.freshphase.fixed.Main$Phase.<clinit> // at corpus.extra.freshphase.fixed.Main.main(Main.java:65)
  main: call corpus.extra.freshphase.fixed.Main.main // at corpus.extra.freshphase.fixed.Main.main(Main.java:65)
}
