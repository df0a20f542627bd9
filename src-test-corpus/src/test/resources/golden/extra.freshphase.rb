main entry
var corpus.extra.freshphase.Main.shared { null nonnull } = null

proc corpus.extra.freshphase.Main$Job.<init>[corpus.extra.freshphase.Main$Job@Main.java:35,corpus.extra.freshphase.Main.main:66#9] {
  s2: read corpus.extra.freshphase.Main$Phase.NEW // at corpus.extra.freshphase.Main$Job.<init>(Main.java:22)
  s3e1: write corpus.extra.freshphase.Main$Job@Main.java:35[corpus.extra.freshphase.Main.main:66#9].phase // at corpus.extra.freshphase.Main$Job.<init>(Main.java:22)
}

proc corpus.extra.freshphase.Main$Job.cancel[corpus.extra.freshphase.Main$Job@Main.java:35,corpus.extra.freshphase.Main.main:66#9] {
  sync: acquire corpus.extra.freshphase.Main$Job@Main.java:35[corpus.extra.freshphase.Main.main:66#9] // at corpus.extra.freshphase.Main$Job.cancel(Main.java:25)
  s1: read corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main$Job.cancel(Main.java:25)
  s2e1: write corpus.extra.freshphase.Main$Job@Main.java:35[corpus.extra.freshphase.Main.main:66#9].phase // at corpus.extra.freshphase.Main$Job.cancel(Main.java:25)
  ret_0: release corpus.extra.freshphase.Main$Job@Main.java:35[corpus.extra.freshphase.Main.main:66#9] // at corpus.extra.freshphase.Main$Job.cancel(Main.java:25)
}

proc corpus.extra.freshphase.Main$Phase.$values {
  s1: read corpus.extra.freshphase.Main$Phase.NEW // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s2: write corpus.extra.freshphase.Main$Phase[]@Main.java:19[0] // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s3: read corpus.extra.freshphase.Main$Phase.RUNNING // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s4: write corpus.extra.freshphase.Main$Phase[]@Main.java:19[1] // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s5: read corpus.extra.freshphase.Main$Phase.DONE // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s6: write corpus.extra.freshphase.Main$Phase[]@Main.java:19[2] // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s7: read corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
  s8: write corpus.extra.freshphase.Main$Phase[]@Main.java:19[3] // at corpus.extra.freshphase.Main$Phase.$values(Main.java:19)
}

proc corpus.extra.freshphase.Main$Phase.<clinit> {
  s1: call corpus.extra.freshphase.Main$Phase.<init>[corpus.extra.freshphase.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s2: write corpus.extra.freshphase.Main$Phase.NEW // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s4: call corpus.extra.freshphase.Main$Phase.<init>[corpus.extra.freshphase.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s5: write corpus.extra.freshphase.Main$Phase.RUNNING // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s7: call corpus.extra.freshphase.Main$Phase.<init>[corpus.extra.freshphase.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s8: write corpus.extra.freshphase.Main$Phase.DONE // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s10: call corpus.extra.freshphase.Main$Phase.<init>[corpus.extra.freshphase.Main$Phase@Main.java:19#2] // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s11: write corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s12: call corpus.extra.freshphase.Main$Phase.$values // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
  s13: write corpus.extra.freshphase.Main$Phase.$VALUES // at corpus.extra.freshphase.Main$Phase.<clinit>(Main.java:19)
}

proc corpus.extra.freshphase.Main$Phase.<init>[corpus.extra.freshphase.Main$Phase@Main.java:19#2] {
}

proc corpus.extra.freshphase.Main.<clinit> {
  s2: write corpus.extra.freshphase.Main.A // at corpus.extra.freshphase.Main.<clinit>(Main.java:29)
  s5: write corpus.extra.freshphase.Main.B // at corpus.extra.freshphase.Main.<clinit>(Main.java:30)
}

proc corpus.extra.freshphase.Main.cancelLast {
  s0: switch corpus.extra.freshphase.Main.shared null s3 nonnull s2e2 // at corpus.extra.freshphase.Main.cancelLast(Main.java:54)
  s3: read corpus.extra.freshphase.Main.A // at corpus.extra.freshphase.Main.cancelLast(Main.java:58)
  s4: acquire java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.cancelLast(Main.java:58)
  s5: read corpus.extra.freshphase.Main.B // at corpus.extra.freshphase.Main.cancelLast(Main.java:59)
  s6: acquire java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.cancelLast(Main.java:59)
  s7: read java.lang.System.out          // at corpus.extra.freshphase.Main.cancelLast(Main.java:60)
  s9: release java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.cancelLast(Main.java:61)
  s19: release java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.cancelLast(Main.java:62)
  s19_1: goto exit                       // at corpus.extra.freshphase.Main.cancelLast(Main.java:62)
  s2e2: call corpus.extra.freshphase.Main$Job.cancel[corpus.extra.freshphase.Main$Job@Main.java:35,corpus.extra.freshphase.Main.main:66#9] // at corpus.extra.freshphase.Main.cancelLast(Main.java:56)
  s2e2_1: goto s3                        // at corpus.extra.freshphase.Main.cancelLast(Main.java:56)
}

proc corpus.extra.freshphase.Main.main {
  s9: fork corpus.extra.freshphase.Main.work[corpus.extra.freshphase.Main.main:66#9] java.lang.Thread@Main.java:66 // at corpus.extra.freshphase.Main.main(Main.java:68)
  s10: fork corpus.extra.freshphase.Main.cancelLast java.lang.Thread@Main.java:67 // at corpus.extra.freshphase.Main.main(Main.java:69)
  s11: join java.lang.Thread@Main.java:66 // at corpus.extra.freshphase.Main.main(Main.java:70)
  s12: join java.lang.Thread@Main.java:67 // at corpus.extra.freshphase.Main.main(Main.java:71)
}

proc corpus.extra.freshphase.Main.work[corpus.extra.freshphase.Main.main:66#9] {
  s1_1: jump s3e1 exit1_s1               // at corpus.extra.freshphase.Main.work(Main.java:34)
  exit1_s1: skip                         // at corpus.extra.freshphase.Main.work(Main.java:34)
  s1_2: goto exit                        // at corpus.extra.freshphase.Main.work(Main.java:34)
  s9: read corpus.extra.freshphase.Main.B // at corpus.extra.freshphase.Main.work(Main.java:38)
  s10: acquire java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.work(Main.java:38)
  s11: read corpus.extra.freshphase.Main.A // at corpus.extra.freshphase.Main.work(Main.java:39)
  s12: acquire java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.work(Main.java:39)
  s13: read java.lang.System.out         // at corpus.extra.freshphase.Main.work(Main.java:40)
  s15: release java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.work(Main.java:41)
  s15_1: goto s46                        // at corpus.extra.freshphase.Main.work(Main.java:41)
  s25: read corpus.extra.freshphase.Main.A // at corpus.extra.freshphase.Main.work(Main.java:44)
  s26: acquire java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.work(Main.java:44)
  s27: read corpus.extra.freshphase.Main.B // at corpus.extra.freshphase.Main.work(Main.java:45)
  s28: acquire java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.work(Main.java:45)
  s29: read java.lang.System.out         // at corpus.extra.freshphase.Main.work(Main.java:46)
  s31: release java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.work(Main.java:47)
  s42: release java.lang.Object@Main.java:29 // at corpus.extra.freshphase.Main.work(Main.java:48)
  s42_1: goto s1_1                       // at corpus.extra.freshphase.Main.work(Main.java:48)
  s46: release java.lang.Object@Main.java:30 // at corpus.extra.freshphase.Main.work(Main.java:42)
  s46_1: goto s1_1                       // at corpus.extra.freshphase.Main.work(Main.java:42)
  s3e1: call corpus.extra.freshphase.Main$Job.<init>[corpus.extra.freshphase.Main$Job@Main.java:35,corpus.extra.freshphase.Main.main:66#9] // at corpus.extra.freshphase.Main.work(Main.java:35)
  s5e1: assign corpus.extra.freshphase.Main.shared nonnull // at corpus.extra.freshphase.Main.work(Main.java:36)
  s6e1: read corpus.extra.freshphase.Main$Job@Main.java:35[corpus.extra.freshphase.Main.main:66#9].phase // at corpus.extra.freshphase.Main.work(Main.java:37)
  s6e1_4: jump s7e4 s7e6 s7e8            // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e4: read corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e4_1: goto s25                       // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e6: read corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e6_1: goto s25                       // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e8: read corpus.extra.freshphase.Main$Phase.CANCELLED // at corpus.extra.freshphase.Main.work(Main.java:37)
  s7e8_1: goto s9                        // at corpus.extra.freshphase.Main.work(Main.java:37)
}

proc entry {
  init0: call corpus.extra.freshphase.Main.<clinit> // at corpus.extra.freshphase.Main.main(Main.java:66)
  init1: call corpus.extra.freshphase.Main$Phase.<clinit> // at corpus.extra.freshphase.Main.main(Main.java:66)
  main: call corpus.extra.freshphase.Main.main // at corpus.extra.freshphase.Main.main(Main.java:66)
}
