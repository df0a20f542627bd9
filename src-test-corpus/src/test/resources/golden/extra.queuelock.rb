main entry
counter java.util.concurrent.PriorityBlockingQueue@Main.java:39.items cap 2 init 0
counter java.util.concurrent.PriorityBlockingQueue@Main.java:39.many cap 1 init 0

proc corpus.extra.queuelock.Main$Job.<init>[corpus.extra.queuelock.Main$Job@Main.java:40] {
  s3: write corpus.extra.queuelock.Main$Job@Main.java:40.rank // at corpus.extra.queuelock.Main$Job.<init>(Main.java:26)
}

proc corpus.extra.queuelock.Main$Job.<init>[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] {
  s3: write corpus.extra.queuelock.Main$Job@Main.java:41[corpus.extra.queuelock.Main.main:41#11].rank // at corpus.extra.queuelock.Main$Job.<init>(Main.java:26)
}

proc corpus.extra.queuelock.Main$Job.compareTo(corpus.extra.queuelock.Main$Job)[corpus.extra.queuelock.Main$Job@Main.java:40] {
  s2: call corpus.extra.queuelock.Main.pause // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:31)
  s3: read corpus.extra.queuelock.Main.TABLE // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:32)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:32)
  s5: read corpus.extra.queuelock.Main$Job@Main.java:40.rank // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
  s6: read corpus.extra.queuelock.Main$Job.rank // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
}

proc corpus.extra.queuelock.Main$Job.compareTo(corpus.extra.queuelock.Main$Job)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] {
  s2: call corpus.extra.queuelock.Main.pause // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:31)
  s3: read corpus.extra.queuelock.Main.TABLE // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:32)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:32)
  s5: read corpus.extra.queuelock.Main$Job@Main.java:41[corpus.extra.queuelock.Main.main:41#11].rank // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
  s6: read corpus.extra.queuelock.Main$Job.rank // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:33)
}

proc corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:40] {
  s3: call corpus.extra.queuelock.Main$Job.compareTo(corpus.extra.queuelock.Main$Job)[corpus.extra.queuelock.Main$Job@Main.java:40] // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:22)
}

proc corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] {
  s3: call corpus.extra.queuelock.Main$Job.compareTo(corpus.extra.queuelock.Main$Job)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] // at corpus.extra.queuelock.Main$Job.compareTo(Main.java:22)
}

proc corpus.extra.queuelock.Main.<clinit> {
  s2: write corpus.extra.queuelock.Main.TABLE // at corpus.extra.queuelock.Main.<clinit>(Main.java:20)
}

proc corpus.extra.queuelock.Main.lambda$main$0[corpus.extra.queuelock.Main.main:41#11] {
  s2: call corpus.extra.queuelock.Main$Job.<init>[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_1: jump exit3_s3_2 s3_3 s3_5        // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_3: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:40] // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_4: goto s3_1                        // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_5: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_6: goto s3_1                        // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  exit3_s3_2: skip                       // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_8: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:39.items 1 else s3_9 // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_11: goto s3_10                      // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_9: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:39.many 1 else s3_10 // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
  s3_10: skip                            // at corpus.extra.queuelock.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.queuelock.Main.main {
  s5: call corpus.extra.queuelock.Main$Job.<init>[corpus.extra.queuelock.Main$Job@Main.java:40] // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_1: jump exit6_s6_2 s6_3 s6_5        // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_3: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:40] // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_4: goto s6_1                        // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_5: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_6: goto s6_1                        // at corpus.extra.queuelock.Main.main(Main.java:40)
  exit6_s6_2: skip                       // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_8: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:39.items 1 else s6_9 // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_11: goto s6_10                      // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_9: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:39.many 1 else s6_10 // at corpus.extra.queuelock.Main.main(Main.java:40)
  s6_10: skip                            // at corpus.extra.queuelock.Main.main(Main.java:40)
  s11: fork corpus.extra.queuelock.Main.lambda$main$0[corpus.extra.queuelock.Main.main:41#11] java.lang.Thread@Main.java:41 // at corpus.extra.queuelock.Main.main(Main.java:42)
  s12: read corpus.extra.queuelock.Main.TABLE // at corpus.extra.queuelock.Main.main(Main.java:43)
  s13: acquire java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main.main(Main.java:43)
  s14: call corpus.extra.queuelock.Main.pause // at corpus.extra.queuelock.Main.main(Main.java:44)
  s15: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_1: jump exit15_s15_2 s15_3 s15_5   // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_3: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:40] // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_4: goto s15_1                      // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_5: call corpus.extra.queuelock.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.Main$Job@Main.java:41,corpus.extra.queuelock.Main.main:41#11] // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_6: goto s15_1                      // at corpus.extra.queuelock.Main.main(Main.java:45)
  exit15_s15_2: skip                     // at corpus.extra.queuelock.Main.main(Main.java:45)
  s15_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:39#internal // at corpus.extra.queuelock.Main.main(Main.java:45)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.queuelock.Main.main(Main.java:46)
  s22: join java.lang.Thread@Main.java:41 // at corpus.extra.queuelock.Main.main(Main.java:47)
}

proc corpus.extra.queuelock.Main.pause {
}

proc entry {
  init0: call corpus.extra.queuelock.Main.<clinit> // at corpus.extra.queuelock.Main.main(Main.java:39)
  main: call corpus.extra.queuelock.Main.main // at corpus.extra.queuelock.Main.main(Main.java:39)
}
