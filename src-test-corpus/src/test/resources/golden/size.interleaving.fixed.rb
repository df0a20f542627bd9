main entry

proc corpus.size.interleaving.fixed.Main.<clinit> {
  s2: write corpus.size.interleaving.fixed.Main.P // at corpus.size.interleaving.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.size.interleaving.fixed.Main.Q // at corpus.size.interleaving.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.size.interleaving.fixed.Main.a1 {
  s0: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a1(Main.java:21)
  s2: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a1(Main.java:21)
  s3: call corpus.size.interleaving.fixed.Main.a2 // at corpus.size.interleaving.fixed.Main.a1(Main.java:22)
  s4: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a1(Main.java:23)
  s6: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a1(Main.java:23)
}

proc corpus.size.interleaving.fixed.Main.a2 {
  s0: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a2(Main.java:27)
  s2: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a2(Main.java:27)
  s3: call corpus.size.interleaving.fixed.Main.a3 // at corpus.size.interleaving.fixed.Main.a2(Main.java:28)
  s4: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a2(Main.java:29)
  s6: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a2(Main.java:29)
}

proc corpus.size.interleaving.fixed.Main.a3 {
  s0: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a3(Main.java:33)
  s2: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a3(Main.java:33)
  s3: call corpus.size.interleaving.fixed.Main.a4 // at corpus.size.interleaving.fixed.Main.a3(Main.java:34)
  s4: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a3(Main.java:35)
  s6: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a3(Main.java:35)
}

proc corpus.size.interleaving.fixed.Main.a4 {
  s0: read corpus.size.interleaving.fixed.Main.P // at corpus.size.interleaving.fixed.Main.a4(Main.java:39)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.size.interleaving.fixed.Main.a4(Main.java:39)
  s2: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a4(Main.java:40)
  s4: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a4(Main.java:40)
  s5: call corpus.size.interleaving.fixed.Main.a5 // at corpus.size.interleaving.fixed.Main.a4(Main.java:41)
  s6: release java.lang.Object@Main.java:14 // at corpus.size.interleaving.fixed.Main.a4(Main.java:42)
}

proc corpus.size.interleaving.fixed.Main.a5 {
  s0: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a5(Main.java:46)
  s2: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a5(Main.java:46)
  s3: call corpus.size.interleaving.fixed.Main.a6 // at corpus.size.interleaving.fixed.Main.a5(Main.java:47)
  s4: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a5(Main.java:48)
  s6: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a5(Main.java:48)
}

proc corpus.size.interleaving.fixed.Main.a6 {
  s0: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a6(Main.java:52)
  s2: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.a6(Main.java:52)
  s3: call corpus.size.interleaving.fixed.Main.a7 // at corpus.size.interleaving.fixed.Main.a6(Main.java:53)
  s4: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a6(Main.java:54)
  s6: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a6(Main.java:54)
}

proc corpus.size.interleaving.fixed.Main.a7 {
  s0: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a7(Main.java:58)
  s2: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a7(Main.java:58)
  s3: call corpus.size.interleaving.fixed.Main.a8 // at corpus.size.interleaving.fixed.Main.a7(Main.java:59)
  s4: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a7(Main.java:60)
  s6: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.a7(Main.java:60)
}

proc corpus.size.interleaving.fixed.Main.a8 {
  s0: read corpus.size.interleaving.fixed.Main.Q // at corpus.size.interleaving.fixed.Main.a8(Main.java:64)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.size.interleaving.fixed.Main.a8(Main.java:64)
  s2: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a8(Main.java:65)
  s4: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.a8(Main.java:65)
  s5: release java.lang.Object@Main.java:15 // at corpus.size.interleaving.fixed.Main.a8(Main.java:66)
}

proc corpus.size.interleaving.fixed.Main.b1 {
  s0: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b1(Main.java:70)
  s2: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b1(Main.java:70)
  s3: call corpus.size.interleaving.fixed.Main.b2 // at corpus.size.interleaving.fixed.Main.b1(Main.java:71)
  s4: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b1(Main.java:72)
  s6: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b1(Main.java:72)
}

proc corpus.size.interleaving.fixed.Main.b2 {
  s0: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b2(Main.java:76)
  s2: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b2(Main.java:76)
  s3: call corpus.size.interleaving.fixed.Main.b3 // at corpus.size.interleaving.fixed.Main.b2(Main.java:77)
  s4: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b2(Main.java:78)
  s6: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b2(Main.java:78)
}

proc corpus.size.interleaving.fixed.Main.b3 {
  s0: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b3(Main.java:82)
  s2: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b3(Main.java:82)
  s3: call corpus.size.interleaving.fixed.Main.b4 // at corpus.size.interleaving.fixed.Main.b3(Main.java:83)
  s4: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b3(Main.java:84)
  s6: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b3(Main.java:84)
}

proc corpus.size.interleaving.fixed.Main.b4 {
  s0: read corpus.size.interleaving.fixed.Main.P // at corpus.size.interleaving.fixed.Main.b4(Main.java:88)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.size.interleaving.fixed.Main.b4(Main.java:88)
  s2: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b4(Main.java:89)
  s4: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b4(Main.java:89)
  s5: call corpus.size.interleaving.fixed.Main.b5 // at corpus.size.interleaving.fixed.Main.b4(Main.java:90)
  s6: release java.lang.Object@Main.java:14 // at corpus.size.interleaving.fixed.Main.b4(Main.java:91)
}

proc corpus.size.interleaving.fixed.Main.b5 {
  s0: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b5(Main.java:95)
  s2: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b5(Main.java:95)
  s3: call corpus.size.interleaving.fixed.Main.b6 // at corpus.size.interleaving.fixed.Main.b5(Main.java:96)
  s4: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b5(Main.java:97)
  s6: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b5(Main.java:97)
}

proc corpus.size.interleaving.fixed.Main.b6 {
  s0: read corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b6(Main.java:101)
  s2: write corpus.size.interleaving.fixed.Main.x // at corpus.size.interleaving.fixed.Main.b6(Main.java:101)
  s3: call corpus.size.interleaving.fixed.Main.b7 // at corpus.size.interleaving.fixed.Main.b6(Main.java:102)
  s4: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b6(Main.java:103)
  s6: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b6(Main.java:103)
}

proc corpus.size.interleaving.fixed.Main.b7 {
  s0: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b7(Main.java:107)
  s2: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b7(Main.java:107)
  s3: call corpus.size.interleaving.fixed.Main.b8 // at corpus.size.interleaving.fixed.Main.b7(Main.java:108)
  s4: read corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b7(Main.java:109)
  s6: write corpus.size.interleaving.fixed.Main.z // at corpus.size.interleaving.fixed.Main.b7(Main.java:109)
}

proc corpus.size.interleaving.fixed.Main.b8 {
  s0: read corpus.size.interleaving.fixed.Main.Q // at corpus.size.interleaving.fixed.Main.b8(Main.java:113)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.size.interleaving.fixed.Main.b8(Main.java:113)
  s2: read corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b8(Main.java:114)
  s4: write corpus.size.interleaving.fixed.Main.y // at corpus.size.interleaving.fixed.Main.b8(Main.java:114)
  s5: release java.lang.Object@Main.java:15 // at corpus.size.interleaving.fixed.Main.b8(Main.java:115)
}

proc corpus.size.interleaving.fixed.Main.main {
  s9: fork corpus.size.interleaving.fixed.Main.a1 java.lang.Thread@Main.java:119 // at corpus.size.interleaving.fixed.Main.main(Main.java:121)
  s10: fork corpus.size.interleaving.fixed.Main.b1 java.lang.Thread@Main.java:120 // at corpus.size.interleaving.fixed.Main.main(Main.java:122)
  s11: join java.lang.Thread@Main.java:119 // at corpus.size.interleaving.fixed.Main.main(Main.java:123)
  s12: join java.lang.Thread@Main.java:120 // at corpus.size.interleaving.fixed.Main.main(Main.java:124)
}

proc entry {
  init0: call corpus.size.interleaving.fixed.Main.<clinit> // at corpus.size.interleaving.fixed.Main.main(Main.java:119)
  main: call corpus.size.interleaving.fixed.Main.main // at corpus.size.interleaving.fixed.Main.main(Main.java:119)
}
