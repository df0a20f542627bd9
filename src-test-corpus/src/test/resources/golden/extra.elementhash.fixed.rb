main entry

proc corpus.extra.elementhash.fixed.Main$Session.<init>[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] {
  s3: write corpus.extra.elementhash.fixed.Main$Session@Main.java:40.id // at corpus.extra.elementhash.fixed.Main$Session.<init>(Main.java:23)
}

proc corpus.extra.elementhash.fixed.Main$Session.<init>[corpus.extra.elementhash.fixed.Main$Session@Main.java:41] {
  s3: write corpus.extra.elementhash.fixed.Main$Session@Main.java:41.id // at corpus.extra.elementhash.fixed.Main$Session.<init>(Main.java:23)
}

proc corpus.extra.elementhash.fixed.Main$Session.equals[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] {
}

proc corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] {
  sync: acquire corpus.extra.elementhash.fixed.Main$Session@Main.java:40 // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
  s1: read corpus.extra.elementhash.fixed.Main$Session@Main.java:40.id // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
  ret_0: release corpus.extra.elementhash.fixed.Main$Session@Main.java:40 // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
}

proc corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:41] {
  sync: acquire corpus.extra.elementhash.fixed.Main$Session@Main.java:41 // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
  s1: read corpus.extra.elementhash.fixed.Main$Session@Main.java:41.id // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
  ret_0: release corpus.extra.elementhash.fixed.Main$Session@Main.java:41 // at corpus.extra.elementhash.fixed.Main$Session.hashCode(Main.java:28)
}

proc corpus.extra.elementhash.fixed.Main.<clinit> {
  s3: write corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.<clinit>(Main.java:37)
}

proc corpus.extra.elementhash.fixed.Main.lambda$main$0[corpus.extra.elementhash.fixed.Main.main:42#12] {
  s1: read corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:43)
  s2: acquire java.util.HashMap@Main.java:37 // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:43)
  s3: call corpus.extra.elementhash.fixed.Main.pause // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:44)
  s4: read corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5: read java.util.HashMap@Main.java:37.$state // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5_1: jump exit5_s5_2 s5_3 s5_5        // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5_3: call corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5_4: goto s5_1                        // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5_5: call corpus.extra.elementhash.fixed.Main$Session.equals[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s5_6: goto s5_1                        // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  exit5_s5_2: skip                       // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:45)
  s6: release java.util.HashMap@Main.java:37 // at corpus.extra.elementhash.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.elementhash.fixed.Main.main {
  s2: call corpus.extra.elementhash.fixed.Main$Session.<init>[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.main(Main.java:40)
  s4: read corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s6: call corpus.extra.elementhash.fixed.Main$Session.<init>[corpus.extra.elementhash.fixed.Main$Session@Main.java:41] // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7: write java.util.HashMap@Main.java:37.$state // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7_1: jump exit7_s7_2 s7_3 s7_5        // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7_3: call corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:41] // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7_4: goto s7_1                        // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7_5: call corpus.extra.elementhash.fixed.Main$Session.equals[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s7_6: goto s7_1                        // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  exit7_s7_2: skip                       // at corpus.extra.elementhash.fixed.Main.main(Main.java:41)
  s12: fork corpus.extra.elementhash.fixed.Main.lambda$main$0[corpus.extra.elementhash.fixed.Main.main:42#12] java.lang.Thread@Main.java:42 // at corpus.extra.elementhash.fixed.Main.main(Main.java:48)
  s14: acquire corpus.extra.elementhash.fixed.Main$Session@Main.java:40 // at corpus.extra.elementhash.fixed.Main.main(Main.java:49)
  s15: call corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.main(Main.java:50)
  s16: release corpus.extra.elementhash.fixed.Main$Session@Main.java:40 // at corpus.extra.elementhash.fixed.Main.main(Main.java:51)
  s22: read corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.main(Main.java:52)
  s23: acquire java.util.HashMap@Main.java:37 // at corpus.extra.elementhash.fixed.Main.main(Main.java:52)
  s24: read corpus.extra.elementhash.fixed.Main.CACHE // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25: write java.util.HashMap@Main.java:37.$state // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25_1: jump exit25_s25_2 s25_3 s25_5   // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25_3: call corpus.extra.elementhash.fixed.Main$Session.hashCode[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25_4: goto s25_1                      // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25_5: call corpus.extra.elementhash.fixed.Main$Session.equals[corpus.extra.elementhash.fixed.Main$Session@Main.java:40] // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s25_6: goto s25_1                      // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  exit25_s25_2: skip                     // at corpus.extra.elementhash.fixed.Main.main(Main.java:53)
  s26: release java.util.HashMap@Main.java:37 // at corpus.extra.elementhash.fixed.Main.main(Main.java:54)
  s32: join java.lang.Thread@Main.java:42 // at corpus.extra.elementhash.fixed.Main.main(Main.java:55)
}

proc corpus.extra.elementhash.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.elementhash.fixed.Main.<clinit> // at corpus.extra.elementhash.fixed.Main.main(Main.java:40)
  main: call corpus.extra.elementhash.fixed.Main.main // at corpus.extra.elementhash.fixed.Main.main(Main.java:40)
}
