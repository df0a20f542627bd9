main entry

proc corpus.size.interleaving.Main.<clinit> {
  s2: write corpus.size.interleaving.Main.P // at corpus.size.interleaving.Main.<clinit>(Main.java:17)
  s5: write corpus.size.interleaving.Main.Q // at corpus.size.interleaving.Main.<clinit>(Main.java:18)
}

proc corpus.size.interleaving.Main.a1 {
  s0: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a1(Main.java:24)
  s2: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a1(Main.java:24)
  s3: call corpus.size.interleaving.Main.a2 // at corpus.size.interleaving.Main.a1(Main.java:25)
  s4: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a1(Main.java:26)
  s6: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a1(Main.java:26)
}

proc corpus.size.interleaving.Main.a2 {
  s0: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a2(Main.java:30)
  s2: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a2(Main.java:30)
  s3: call corpus.size.interleaving.Main.a3 // at corpus.size.interleaving.Main.a2(Main.java:31)
  s4: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a2(Main.java:32)
  s6: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a2(Main.java:32)
}

proc corpus.size.interleaving.Main.a3 {
  s0: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a3(Main.java:36)
  s2: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a3(Main.java:36)
  s3: call corpus.size.interleaving.Main.a4 // at corpus.size.interleaving.Main.a3(Main.java:37)
  s4: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a3(Main.java:38)
  s6: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a3(Main.java:38)
}

proc corpus.size.interleaving.Main.a4 {
  s0: read corpus.size.interleaving.Main.P // at corpus.size.interleaving.Main.a4(Main.java:42)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.size.interleaving.Main.a4(Main.java:42)
  s2: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a4(Main.java:43)
  s4: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a4(Main.java:43)
  s5: call corpus.size.interleaving.Main.a5 // at corpus.size.interleaving.Main.a4(Main.java:44)
  s6: release java.lang.Object@Main.java:17 // at corpus.size.interleaving.Main.a4(Main.java:45)
}

proc corpus.size.interleaving.Main.a5 {
  s0: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a5(Main.java:49)
  s2: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a5(Main.java:49)
  s3: call corpus.size.interleaving.Main.a6 // at corpus.size.interleaving.Main.a5(Main.java:50)
  s4: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a5(Main.java:51)
  s6: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a5(Main.java:51)
}

proc corpus.size.interleaving.Main.a6 {
  s0: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a6(Main.java:55)
  s2: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.a6(Main.java:55)
  s3: call corpus.size.interleaving.Main.a7 // at corpus.size.interleaving.Main.a6(Main.java:56)
  s4: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a6(Main.java:57)
  s6: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a6(Main.java:57)
}

proc corpus.size.interleaving.Main.a7 {
  s0: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a7(Main.java:61)
  s2: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a7(Main.java:61)
  s3: call corpus.size.interleaving.Main.a8 // at corpus.size.interleaving.Main.a7(Main.java:62)
  s4: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a7(Main.java:63)
  s6: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.a7(Main.java:63)
}

proc corpus.size.interleaving.Main.a8 {
  s0: read corpus.size.interleaving.Main.Q // at corpus.size.interleaving.Main.a8(Main.java:67)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.size.interleaving.Main.a8(Main.java:67)
  s2: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a8(Main.java:68)
  s4: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.a8(Main.java:68)
  s5: release java.lang.Object@Main.java:18 // at corpus.size.interleaving.Main.a8(Main.java:69)
}

proc corpus.size.interleaving.Main.b1 {
  s0: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b1(Main.java:73)
  s2: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b1(Main.java:73)
  s3: call corpus.size.interleaving.Main.b2 // at corpus.size.interleaving.Main.b1(Main.java:74)
  s4: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b1(Main.java:75)
  s6: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b1(Main.java:75)
}

proc corpus.size.interleaving.Main.b2 {
  s0: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b2(Main.java:79)
  s2: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b2(Main.java:79)
  s3: call corpus.size.interleaving.Main.b3 // at corpus.size.interleaving.Main.b2(Main.java:80)
  s4: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b2(Main.java:81)
  s6: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b2(Main.java:81)
}

proc corpus.size.interleaving.Main.b3 {
  s0: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b3(Main.java:85)
  s2: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b3(Main.java:85)
  s3: call corpus.size.interleaving.Main.b4 // at corpus.size.interleaving.Main.b3(Main.java:86)
  s4: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b3(Main.java:87)
  s6: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b3(Main.java:87)
}

proc corpus.size.interleaving.Main.b4 {
  s0: read corpus.size.interleaving.Main.Q // at corpus.size.interleaving.Main.b4(Main.java:91)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.size.interleaving.Main.b4(Main.java:91)
  s2: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b4(Main.java:92)
  s4: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b4(Main.java:92)
  s5: call corpus.size.interleaving.Main.b5 // at corpus.size.interleaving.Main.b4(Main.java:93)
  s6: release java.lang.Object@Main.java:18 // at corpus.size.interleaving.Main.b4(Main.java:94)
}

proc corpus.size.interleaving.Main.b5 {
  s0: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b5(Main.java:98)
  s2: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b5(Main.java:98)
  s3: call corpus.size.interleaving.Main.b6 // at corpus.size.interleaving.Main.b5(Main.java:99)
  s4: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b5(Main.java:100)
  s6: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b5(Main.java:100)
}

proc corpus.size.interleaving.Main.b6 {
  s0: read corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b6(Main.java:104)
  s2: write corpus.size.interleaving.Main.x // at corpus.size.interleaving.Main.b6(Main.java:104)
  s3: call corpus.size.interleaving.Main.b7 // at corpus.size.interleaving.Main.b6(Main.java:105)
  s4: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b6(Main.java:106)
  s6: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b6(Main.java:106)
}

proc corpus.size.interleaving.Main.b7 {
  s0: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b7(Main.java:110)
  s2: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b7(Main.java:110)
  s3: call corpus.size.interleaving.Main.b8 // at corpus.size.interleaving.Main.b7(Main.java:111)
  s4: read corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b7(Main.java:112)
  s6: write corpus.size.interleaving.Main.z // at corpus.size.interleaving.Main.b7(Main.java:112)
}

proc corpus.size.interleaving.Main.b8 {
  s0: read corpus.size.interleaving.Main.P // at corpus.size.interleaving.Main.b8(Main.java:116)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.size.interleaving.Main.b8(Main.java:116)
  s2: read corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b8(Main.java:117)
  s4: write corpus.size.interleaving.Main.y // at corpus.size.interleaving.Main.b8(Main.java:117)
  s5: release java.lang.Object@Main.java:17 // at corpus.size.interleaving.Main.b8(Main.java:118)
}

proc corpus.size.interleaving.Main.main {
  s9: fork corpus.size.interleaving.Main.a1 java.lang.Thread@Main.java:122 // at corpus.size.interleaving.Main.main(Main.java:124)
  s10: fork corpus.size.interleaving.Main.b1 java.lang.Thread@Main.java:123 // at corpus.size.interleaving.Main.main(Main.java:125)
  s11: join java.lang.Thread@Main.java:122 // at corpus.size.interleaving.Main.main(Main.java:126)
  s12: join java.lang.Thread@Main.java:123 // at corpus.size.interleaving.Main.main(Main.java:127)
}

proc entry {
  init0: call corpus.size.interleaving.Main.<clinit> // at corpus.size.interleaving.Main.main(Main.java:122)
  main: call corpus.size.interleaving.Main.main // at corpus.size.interleaving.Main.main(Main.java:122)
}
