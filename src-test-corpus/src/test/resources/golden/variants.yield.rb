main corpus.variants.yield.Main.main

proc corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:20,corpus.variants.yield.Main$Office@Main.java:46] {
}

proc corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:21,corpus.variants.yield.Main$Office@Main.java:46] {
}

proc corpus.variants.yield.Main$Office.<init>[corpus.variants.yield.Main$Office@Main.java:46] {
  s3: call corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:20,corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.<init>(Main.java:20)
  s4: write corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.<init>(Main.java:20)
  s6: call corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:21,corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.<init>(Main.java:21)
  s7: write corpus.variants.yield.Main$Office@Main.java:46.bottom // at corpus.variants.yield.Main$Office.<init>(Main.java:21)
}

proc corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46] {
  s2: jump s3 s5 s7                      // at corpus.variants.yield.Main$Office.drawer(Main.java:24)
  s3: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.drawer(Main.java:26)
  s3_1: goto exit                        // at corpus.variants.yield.Main$Office.drawer(Main.java:26)
  s5: read corpus.variants.yield.Main$Office@Main.java:46.bottom // at corpus.variants.yield.Main$Office.drawer(Main.java:28)
  s5_1: goto exit                        // at corpus.variants.yield.Main$Office.drawer(Main.java:28)
  s7: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.drawer(Main.java:30)
}

proc corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0 {
  s3: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.drawer(Main.java:26)
}

proc corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1 {
  s5: read corpus.variants.yield.Main$Office@Main.java:46.bottom // at corpus.variants.yield.Main$Office.drawer(Main.java:28)
}

proc corpus.variants.yield.Main$Office.file[corpus.variants.yield.Main$Office@Main.java:46] {
  s3: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4: jump s4_1 s4_3                     // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4_2: goto s5e1                        // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4_4: goto s5e2                        // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s5e1: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e1: jump s6e1_1 s6e1_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e1_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e1_2: goto s7e3                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e1_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e1_4: goto s7e4                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e1: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e1_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s5e2: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e2: jump s6e2_1 s6e2_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e2_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e2_2: goto s7e5                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e2_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e2_4: goto s7e6                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e2: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e2_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s7e3: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e3: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e3: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e3: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e3_1: goto s21e1                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e4: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e4: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e4: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e4: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e4_1: goto s21e1                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e5: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e5: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e5: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e5: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e5_1: goto s21e2                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e6: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e6: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e6: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e6: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e6_1: goto s21e2                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
}

proc corpus.variants.yield.Main$Office.file[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0,p1=1 {
  s3e2: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0 // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3: jump s4e3_1 s4e3_3               // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_2: goto s5e4                      // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_4: goto s5e5                      // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s5e4: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1 // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e4_1: goto s6e6                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e5: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1 // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e5_1: goto s6e7                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6: jump s6e6_1 s6e6_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_2: goto s7e8                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_4: goto s7e9                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e6: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e6_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s6e7: jump s6e7_1 s6e7_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_2: goto s7e10                     // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_4: goto s7e11                     // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e7: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e7_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s7e8: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e8: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e8: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e8: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e8_1: goto s21e6                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e9: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e9: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e9: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e9: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e9_1: goto s21e6                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e10: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e10: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e10: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e10: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e10_1: goto s21e7                   // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e11: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e11: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e11: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e11: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e11_1: goto s21e7                   // at corpus.variants.yield.Main$Office.file(Main.java:40)
}

proc corpus.variants.yield.Main$Office.file[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1,p1=0 {
  s3e2: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1 // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3: jump s4e3_1 s4e3_3               // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_2: goto s5e4                      // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4e3_4: goto s5e5                      // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s5e4: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0 // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e4_1: goto s6e6                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e5: call corpus.variants.yield.Main$Office.drawer[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0 // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s5e5_1: goto s6e7                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6: jump s6e6_1 s6e6_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_2: goto s7e8                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e6_4: goto s7e9                      // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e6: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e6_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s6e7: jump s6e7_1 s6e7_3               // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_1: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_2: goto s7e10                     // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_3: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6e7_4: goto s7e11                     // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s21e7: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s21e7_1: goto exit                     // at corpus.variants.yield.Main$Office.file(Main.java:41)
  s7e8: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e8: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e8: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e8: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e8_1: goto s21e6                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e9: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e9: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e9: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e9: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e9_1: goto s21e6                    // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e10: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e10: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e10: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e10: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e10_1: goto s21e7                   // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s7e11: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8e11: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10e11: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11e11: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s11e11_1: goto s21e7                   // at corpus.variants.yield.Main$Office.file(Main.java:40)
}

proc corpus.variants.yield.Main.lambda$main$0[corpus.variants.yield.Main.main:47#7] {
  s1: call corpus.variants.yield.Main$Office.file[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=0,p1=1 // at corpus.variants.yield.Main.lambda$main$0(Main.java:47)
}

proc corpus.variants.yield.Main.lambda$main$1[corpus.variants.yield.Main.main:48#11] {
  s1: call corpus.variants.yield.Main$Office.file[corpus.variants.yield.Main$Office@Main.java:46]#args,p0=1,p1=0 // at corpus.variants.yield.Main.lambda$main$1(Main.java:48)
}

proc corpus.variants.yield.Main.main {
  s2: call corpus.variants.yield.Main$Office.<init>[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main.main(Main.java:46)
  s7: fork corpus.variants.yield.Main.lambda$main$0[corpus.variants.yield.Main.main:47#7] java.lang.Thread@Main.java:47 // at corpus.variants.yield.Main.main(Main.java:47)
  s11: fork corpus.variants.yield.Main.lambda$main$1[corpus.variants.yield.Main.main:48#11] java.lang.Thread@Main.java:48 // at corpus.variants.yield.Main.main(Main.java:48)
}
