main entry

proc corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:36] {
  s3: write corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.<init>(Main.java:21)
}

proc corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] {
  s3: write corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.<init>(Main.java:21)
}

proc corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] {
  s3: write corpus.juc.synclist.fixed.Main$Item@Main.java:42[corpus.juc.synclist.fixed.Main.main:42#14].name // at corpus.juc.synclist.fixed.Main$Item.<init>(Main.java:21)
}

proc corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:36] {
  s3: jump s5 exit                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5: jump s5_1 s5_3                     // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_1: read corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_2: goto s5_j0                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_3: read corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_j0: skip                            // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s6: read corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
}

proc corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] {
  s3: jump s5 exit                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5: jump s5_1 s5_3                     // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_1: read corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_2: goto s5_j0                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_3: read corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_j0: skip                            // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s6: read corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
}

proc corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] {
  s3: jump s5 exit                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5: jump s5_1 s5_3                     // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_1: read corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_2: goto s5_j0                       // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_3: read corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s5_j0: skip                            // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
  s6: read corpus.juc.synclist.fixed.Main$Item@Main.java:42[corpus.juc.synclist.fixed.Main.main:42#14].name // at corpus.juc.synclist.fixed.Main$Item.equals(Main.java:26)
}

proc corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:36] {
  s1: read corpus.juc.synclist.fixed.Main$Item@Main.java:36.name // at corpus.juc.synclist.fixed.Main$Item.hashCode(Main.java:31)
}

proc corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] {
  s1: read corpus.juc.synclist.fixed.Main$Item@Main.java:39[corpus.juc.synclist.fixed.Main.main:37#13].name // at corpus.juc.synclist.fixed.Main$Item.hashCode(Main.java:31)
}

proc corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] {
  s1: read corpus.juc.synclist.fixed.Main$Item@Main.java:42[corpus.juc.synclist.fixed.Main.main:42#14].name // at corpus.juc.synclist.fixed.Main$Item.hashCode(Main.java:31)
}

proc corpus.juc.synclist.fixed.Main.<clinit> {
  s2: write corpus.juc.synclist.fixed.Main.registry // at corpus.juc.synclist.fixed.Main.<clinit>(Main.java:14)
  s8: write corpus.juc.synclist.fixed.Main.items // at corpus.juc.synclist.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.synclist.fixed.Main.lambda$main$0[corpus.juc.synclist.fixed.Main.main:37#13] {
  s0: read corpus.juc.synclist.fixed.Main.registry // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:38)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:38)
  s2: read corpus.juc.synclist.fixed.Main.items // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s4: call corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5: acquire java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_1: jump s5_2 s5_3 s5_5 s5_7 s5_9    // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_3: call corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_4: goto s5_2                        // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_5: call corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_6: goto s5_2                        // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_7: call corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:36] // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_8: goto s5_2                        // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_9: call corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:36] // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_2: skip                             // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s5_11: release java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:39)
  s6: release java.lang.Object@Main.java:14 // at corpus.juc.synclist.fixed.Main.lambda$main$0(Main.java:40)
}

proc corpus.juc.synclist.fixed.Main.lambda$main$1[corpus.juc.synclist.fixed.Main.main:42#14] {
  s0: read java.lang.System.out          // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s1: read corpus.juc.synclist.fixed.Main.items // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s3e1: call corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1: acquire java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_1: jump s4e1_2 s4e1_3 s4e1_5      // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_3: call corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_4: goto s4e1_2                    // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_5: call corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:42,corpus.juc.synclist.fixed.Main.main:42#14] // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_2: skip                           // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
  s4e1_7: release java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.lambda$main$1(Main.java:42)
}

proc corpus.juc.synclist.fixed.Main.main {
  s1: read corpus.juc.synclist.fixed.Main.items // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s3: call corpus.juc.synclist.fixed.Main$Item.<init>[corpus.juc.synclist.fixed.Main$Item@Main.java:36] // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4: acquire java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_1: jump s4_2 s4_3 s4_5 s4_7 s4_9    // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_3: call corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:36] // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_4: goto s4_2                        // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_5: call corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:36] // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_6: goto s4_2                        // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_7: call corpus.juc.synclist.fixed.Main$Item.equals[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_8: goto s4_2                        // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_9: call corpus.juc.synclist.fixed.Main$Item.hashCode[corpus.juc.synclist.fixed.Main$Item@Main.java:39,corpus.juc.synclist.fixed.Main.main:37#13] // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_2: skip                             // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s4_11: release java.util.List@Main.java:15 // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  s13: fork corpus.juc.synclist.fixed.Main.lambda$main$0[corpus.juc.synclist.fixed.Main.main:37#13] java.lang.Thread@Main.java:37 // at corpus.juc.synclist.fixed.Main.main(Main.java:43)
  s14: fork corpus.juc.synclist.fixed.Main.lambda$main$1[corpus.juc.synclist.fixed.Main.main:42#14] java.lang.Thread@Main.java:42 // at corpus.juc.synclist.fixed.Main.main(Main.java:44)
  s15: join java.lang.Thread@Main.java:37 // at corpus.juc.synclist.fixed.Main.main(Main.java:45)
  s16: join java.lang.Thread@Main.java:42 // at corpus.juc.synclist.fixed.Main.main(Main.java:46)
}

proc entry {
  init0: call corpus.juc.synclist.fixed.Main.<clinit> // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
  main: call corpus.juc.synclist.fixed.Main.main // at corpus.juc.synclist.fixed.Main.main(Main.java:36)
}
