main entry
counter java.util.concurrent.PriorityBlockingQueue@Main.java:37.items cap 2 init 0
counter java.util.concurrent.PriorityBlockingQueue@Main.java:37.many cap 1 init 0

proc corpus.extra.queuelock.fixed.Main$Job.<init>[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] {
  s3: write corpus.extra.queuelock.fixed.Main$Job@Main.java:38.rank // at corpus.extra.queuelock.fixed.Main$Job.<init>(Main.java:24)
}

proc corpus.extra.queuelock.fixed.Main$Job.<init>[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] {
  s3: write corpus.extra.queuelock.fixed.Main$Job@Main.java:39[corpus.extra.queuelock.fixed.Main.main:39#11].rank // at corpus.extra.queuelock.fixed.Main$Job.<init>(Main.java:24)
}

proc corpus.extra.queuelock.fixed.Main$Job.compareTo(corpus.extra.queuelock.fixed.Main$Job)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] {
  s2: call corpus.extra.queuelock.fixed.Main.pause // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:29)
  s3: read corpus.extra.queuelock.fixed.Main.TABLE // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:30)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:30)
  s5: read corpus.extra.queuelock.fixed.Main$Job@Main.java:38.rank // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
  s6: read corpus.extra.queuelock.fixed.Main$Job.rank // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
}

proc corpus.extra.queuelock.fixed.Main$Job.compareTo(corpus.extra.queuelock.fixed.Main$Job)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] {
  s2: call corpus.extra.queuelock.fixed.Main.pause // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:29)
  s3: read corpus.extra.queuelock.fixed.Main.TABLE // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:30)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:30)
  s5: read corpus.extra.queuelock.fixed.Main$Job@Main.java:39[corpus.extra.queuelock.fixed.Main.main:39#11].rank // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
  s6: read corpus.extra.queuelock.fixed.Main$Job.rank // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:31)
}

proc corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] {
  s3: call corpus.extra.queuelock.fixed.Main$Job.compareTo(corpus.extra.queuelock.fixed.Main$Job)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:20)
}

proc corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] {
  s3: call corpus.extra.queuelock.fixed.Main$Job.compareTo(corpus.extra.queuelock.fixed.Main$Job)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] // at corpus.extra.queuelock.fixed.Main$Job.compareTo(Main.java:20)
}

proc corpus.extra.queuelock.fixed.Main.<clinit> {
  s2: write corpus.extra.queuelock.fixed.Main.TABLE // at corpus.extra.queuelock.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.queuelock.fixed.Main.lambda$main$0[corpus.extra.queuelock.fixed.Main.main:39#11] {
  s2: call corpus.extra.queuelock.fixed.Main$Job.<init>[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_1: jump exit3_s3_2 s3_3 s3_5        // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_3: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_4: goto s3_1                        // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_5: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_6: goto s3_1                        // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  exit3_s3_2: skip                       // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_8: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:37.items 1 else s3_9 // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_11: goto s3_10                      // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_9: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:37.many 1 else s3_10 // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
  s3_10: skip                            // at corpus.extra.queuelock.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.queuelock.fixed.Main.main {
  s5: call corpus.extra.queuelock.fixed.Main$Job.<init>[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_1: jump exit6_s6_2 s6_3 s6_5        // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_3: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_4: goto s6_1                        // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_5: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_6: goto s6_1                        // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  exit6_s6_2: skip                       // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_8: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:37.items 1 else s6_9 // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_11: goto s6_10                      // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_9: tryup java.util.concurrent.PriorityBlockingQueue@Main.java:37.many 1 else s6_10 // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s6_10: skip                            // at corpus.extra.queuelock.fixed.Main.main(Main.java:38)
  s11: fork corpus.extra.queuelock.fixed.Main.lambda$main$0[corpus.extra.queuelock.fixed.Main.main:39#11] java.lang.Thread@Main.java:39 // at corpus.extra.queuelock.fixed.Main.main(Main.java:40)
  s12: read corpus.extra.queuelock.fixed.Main.TABLE // at corpus.extra.queuelock.fixed.Main.main(Main.java:41)
  s13: acquire java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main.main(Main.java:41)
  s14: call corpus.extra.queuelock.fixed.Main.pause // at corpus.extra.queuelock.fixed.Main.main(Main.java:42)
  s15: release java.lang.Object@Main.java:18 // at corpus.extra.queuelock.fixed.Main.main(Main.java:43)
  s21: acquire java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_1: jump exit21_s21_2 s21_3 s21_5   // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_3: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:38] // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_4: goto s21_1                      // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_5: call corpus.extra.queuelock.fixed.Main$Job.compareTo(java.lang.Object)[corpus.extra.queuelock.fixed.Main$Job@Main.java:39,corpus.extra.queuelock.fixed.Main.main:39#11] // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_6: goto s21_1                      // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  exit21_s21_2: skip                     // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s21_7: release java.util.concurrent.PriorityBlockingQueue@Main.java:37#internal // at corpus.extra.queuelock.fixed.Main.main(Main.java:44)
  s22: join java.lang.Thread@Main.java:39 // at corpus.extra.queuelock.fixed.Main.main(Main.java:45)
}

proc corpus.extra.queuelock.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.queuelock.fixed.Main.<clinit> // at corpus.extra.queuelock.fixed.Main.main(Main.java:37)
  main: call corpus.extra.queuelock.fixed.Main.main // at corpus.extra.queuelock.fixed.Main.main(Main.java:37)
}
