main entry

proc corpus.extra.comparingkey.Main$Job.<init>[corpus.extra.comparingkey.Main$Job@Main.java:37] {
  s3: write corpus.extra.comparingkey.Main$Job@Main.java:37.priority // at corpus.extra.comparingkey.Main$Job.<init>(Main.java:26)
}

proc corpus.extra.comparingkey.Main$Job.<init>[corpus.extra.comparingkey.Main$Job@Main.java:38] {
  s3: write corpus.extra.comparingkey.Main$Job@Main.java:38.priority // at corpus.extra.comparingkey.Main$Job.<init>(Main.java:26)
}

proc corpus.extra.comparingkey.Main$Job.priority[corpus.extra.comparingkey.Main$Job@Main.java:37] {
  sync: acquire corpus.extra.comparingkey.Main$Job@Main.java:37 // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
  s1: read corpus.extra.comparingkey.Main$Job@Main.java:37.priority // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
  ret_0: release corpus.extra.comparingkey.Main$Job@Main.java:37 // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
}

proc corpus.extra.comparingkey.Main$Job.priority[corpus.extra.comparingkey.Main$Job@Main.java:38] {
  sync: acquire corpus.extra.comparingkey.Main$Job@Main.java:38 // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
  s1: read corpus.extra.comparingkey.Main$Job@Main.java:38.priority // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
  ret_0: release corpus.extra.comparingkey.Main$Job@Main.java:38 // at corpus.extra.comparingkey.Main$Job.priority(Main.java:30)
}

proc corpus.extra.comparingkey.Main.<clinit> {
  s3: write corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.<clinit>(Main.java:34)
}

proc corpus.extra.comparingkey.Main.lambda$main$0[corpus.extra.comparingkey.Main.main:40#14] {
  s0: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:41)
  s1: acquire java.util.ArrayList@Main.java:34 // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:41)
  s2: call corpus.extra.comparingkey.Main.pause // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:42)
  s3: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6: write java.util.ArrayList@Main.java:34.$state // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6_1: jump exit6_s6_2 s6_3 s6_5        // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6_3: call corpus.extra.comparingkey.Main$Job.priority[corpus.extra.comparingkey.Main$Job@Main.java:37] // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6_4: goto s6_1                        // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6_5: call corpus.extra.comparingkey.Main$Job.priority[corpus.extra.comparingkey.Main$Job@Main.java:38] // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s6_6: goto s6_1                        // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  exit6_s6_2: skip                       // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:43)
  s7: release java.util.ArrayList@Main.java:34 // at corpus.extra.comparingkey.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.comparingkey.Main.main {
  s2: call corpus.extra.comparingkey.Main$Job.<init>[corpus.extra.comparingkey.Main$Job@Main.java:37] // at corpus.extra.comparingkey.Main.main(Main.java:37)
  s4: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.main(Main.java:38)
  s6: call corpus.extra.comparingkey.Main$Job.<init>[corpus.extra.comparingkey.Main$Job@Main.java:38] // at corpus.extra.comparingkey.Main.main(Main.java:38)
  s7: write java.util.ArrayList@Main.java:34.$state // at corpus.extra.comparingkey.Main.main(Main.java:38)
  s8: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.main(Main.java:39)
  s9: write java.util.ArrayList@Main.java:34.$state // at corpus.extra.comparingkey.Main.main(Main.java:39)
  s14: fork corpus.extra.comparingkey.Main.lambda$main$0[corpus.extra.comparingkey.Main.main:40#14] java.lang.Thread@Main.java:40 // at corpus.extra.comparingkey.Main.main(Main.java:46)
  s16: acquire corpus.extra.comparingkey.Main$Job@Main.java:37 // at corpus.extra.comparingkey.Main.main(Main.java:47)
  s17: call corpus.extra.comparingkey.Main.pause // at corpus.extra.comparingkey.Main.main(Main.java:48)
  s18: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.main(Main.java:49)
  s19: acquire java.util.ArrayList@Main.java:34 // at corpus.extra.comparingkey.Main.main(Main.java:49)
  s20: read corpus.extra.comparingkey.Main.QUEUE // at corpus.extra.comparingkey.Main.main(Main.java:50)
  s21: write java.util.ArrayList@Main.java:34.$state // at corpus.extra.comparingkey.Main.main(Main.java:50)
  s22: release java.util.ArrayList@Main.java:34 // at corpus.extra.comparingkey.Main.main(Main.java:51)
  s32: release corpus.extra.comparingkey.Main$Job@Main.java:37 // at corpus.extra.comparingkey.Main.main(Main.java:52)
  s34: join java.lang.Thread@Main.java:40 // at corpus.extra.comparingkey.Main.main(Main.java:53)
}

proc corpus.extra.comparingkey.Main.pause {
}

proc entry {
  init0: call corpus.extra.comparingkey.Main.<clinit> // at corpus.extra.comparingkey.Main.main(Main.java:37)
  main: call corpus.extra.comparingkey.Main.main // at corpus.extra.comparingkey.Main.main(Main.java:37)
}
