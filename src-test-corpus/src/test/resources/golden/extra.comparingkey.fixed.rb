main entry

proc corpus.extra.comparingkey.fixed.Main$Job.<init>[corpus.extra.comparingkey.fixed.Main$Job@Main.java:35] {
  s3: write corpus.extra.comparingkey.fixed.Main$Job@Main.java:35.priority // at corpus.extra.comparingkey.fixed.Main$Job.<init>(Main.java:24)
}

proc corpus.extra.comparingkey.fixed.Main$Job.<init>[corpus.extra.comparingkey.fixed.Main$Job@Main.java:36] {
  s3: write corpus.extra.comparingkey.fixed.Main$Job@Main.java:36.priority // at corpus.extra.comparingkey.fixed.Main$Job.<init>(Main.java:24)
}

proc corpus.extra.comparingkey.fixed.Main$Job.priority[corpus.extra.comparingkey.fixed.Main$Job@Main.java:35] {
  sync: acquire corpus.extra.comparingkey.fixed.Main$Job@Main.java:35 // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
  s1: read corpus.extra.comparingkey.fixed.Main$Job@Main.java:35.priority // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
  ret_0: release corpus.extra.comparingkey.fixed.Main$Job@Main.java:35 // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
}

proc corpus.extra.comparingkey.fixed.Main$Job.priority[corpus.extra.comparingkey.fixed.Main$Job@Main.java:36] {
  sync: acquire corpus.extra.comparingkey.fixed.Main$Job@Main.java:36 // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
  s1: read corpus.extra.comparingkey.fixed.Main$Job@Main.java:36.priority // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
  ret_0: release corpus.extra.comparingkey.fixed.Main$Job@Main.java:36 // at corpus.extra.comparingkey.fixed.Main$Job.priority(Main.java:28)
}

proc corpus.extra.comparingkey.fixed.Main.<clinit> {
  s3: write corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.<clinit>(Main.java:32)
}

proc corpus.extra.comparingkey.fixed.Main.lambda$main$0[corpus.extra.comparingkey.fixed.Main.main:38#14] {
  s0: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:39)
  s1: acquire java.util.ArrayList@Main.java:32 // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:39)
  s2: call corpus.extra.comparingkey.fixed.Main.pause // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:40)
  s3: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6: write java.util.ArrayList@Main.java:32.$state // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6_1: jump exit6_s6_2 s6_3 s6_5        // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6_3: call corpus.extra.comparingkey.fixed.Main$Job.priority[corpus.extra.comparingkey.fixed.Main$Job@Main.java:35] // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6_4: goto s6_1                        // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6_5: call corpus.extra.comparingkey.fixed.Main$Job.priority[corpus.extra.comparingkey.fixed.Main$Job@Main.java:36] // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s6_6: goto s6_1                        // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  exit6_s6_2: skip                       // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:41)
  s7: release java.util.ArrayList@Main.java:32 // at corpus.extra.comparingkey.fixed.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.comparingkey.fixed.Main.main {
  s2: call corpus.extra.comparingkey.fixed.Main$Job.<init>[corpus.extra.comparingkey.fixed.Main$Job@Main.java:35] // at corpus.extra.comparingkey.fixed.Main.main(Main.java:35)
  s4: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.main(Main.java:36)
  s6: call corpus.extra.comparingkey.fixed.Main$Job.<init>[corpus.extra.comparingkey.fixed.Main$Job@Main.java:36] // at corpus.extra.comparingkey.fixed.Main.main(Main.java:36)
  s7: write java.util.ArrayList@Main.java:32.$state // at corpus.extra.comparingkey.fixed.Main.main(Main.java:36)
  s8: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.main(Main.java:37)
  s9: write java.util.ArrayList@Main.java:32.$state // at corpus.extra.comparingkey.fixed.Main.main(Main.java:37)
  s14: fork corpus.extra.comparingkey.fixed.Main.lambda$main$0[corpus.extra.comparingkey.fixed.Main.main:38#14] java.lang.Thread@Main.java:38 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:44)
  s16: acquire corpus.extra.comparingkey.fixed.Main$Job@Main.java:35 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:45)
  s17: write corpus.extra.comparingkey.fixed.Main$Job@Main.java:35.priority // at corpus.extra.comparingkey.fixed.Main.main(Main.java:46)
  s18: release corpus.extra.comparingkey.fixed.Main$Job@Main.java:35 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:47)
  s24: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.main(Main.java:48)
  s25: acquire java.util.ArrayList@Main.java:32 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:48)
  s26: read corpus.extra.comparingkey.fixed.Main.QUEUE // at corpus.extra.comparingkey.fixed.Main.main(Main.java:49)
  s27: write java.util.ArrayList@Main.java:32.$state // at corpus.extra.comparingkey.fixed.Main.main(Main.java:49)
  s28: release java.util.ArrayList@Main.java:32 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:50)
  s34: join java.lang.Thread@Main.java:38 // at corpus.extra.comparingkey.fixed.Main.main(Main.java:51)
}

proc corpus.extra.comparingkey.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.comparingkey.fixed.Main.<clinit> // at corpus.extra.comparingkey.fixed.Main.main(Main.java:35)
  main: call corpus.extra.comparingkey.fixed.Main.main // at corpus.extra.comparingkey.fixed.Main.main(Main.java:35)
}
